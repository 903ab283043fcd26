/** Colours as the browser computes them ("rgb(…)", "rgba(…)") and WCAG's contrast between them. */

/** Red, green, blue (0–255) and alpha (0–1) of a computed colour. */
function channels(color: string): [number, number, number, number] {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [red, green, blue, alpha];
}

/** A colour as it shows over an opaque background: translucent colours blend with what is under them. */
function over(color: string, background: string): [number, number, number] {
  const [red, green, blue, alpha] = channels(color);
  const under = channels(background);
  return [red * alpha + under[0] * (1 - alpha), green * alpha + under[1] * (1 - alpha), blue * alpha + under[2] * (1 - alpha)];
}

function relativeLuminance([red, green, blue]: readonly number[]): number {
  const linear = (channel = 0) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast ratio, 1 to 21, between a colour and the opaque background it is drawn on. */
export function contrast(color: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(over(color, background)), relativeLuminance(channels(background))].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
