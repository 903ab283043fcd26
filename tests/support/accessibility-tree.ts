/**
 * What Chromium itself tells assistive technology about an element, read from its accessibility
 * tree through the DevTools protocol rather than from attributes: a popover's toggle, for one, is
 * exposed as expanded or collapsed by the browser with no aria-expanded in the page.
 */
import type { Locator } from '@playwright/test';

const probe = 'data-accessibility-probe';

/** The element's exposed "expanded" state: true, false, or undefined when it has none. */
export async function exposedExpanded(element: Locator): Promise<boolean | undefined> {
  const page = element.page();
  await element.evaluate((node, attribute) => {
    node.setAttribute(attribute, '');
  }, probe);
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: `document.querySelector('[${probe}]')` });
    const { node } = await session.send('DOM.describeNode', { objectId: result.objectId ?? '' });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await session.detach();
    await element.evaluate((node, attribute) => {
      node.removeAttribute(attribute);
    }, probe);
  }
}
