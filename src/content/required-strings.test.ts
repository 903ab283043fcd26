/**
 * The specification's exact strings, written out here once, held against the site's first edition
 * (first-edition/): the content the specification gave, as the site was first delivered, kept
 * beside the live files and checked by today's schemas, so the site as specified still builds. The
 * live content is the owner's: held only to what the editor enforces (its schemas), and the pages
 * are tested to show whatever it says, so an owner's valid edit (a card, a county, a trip mode
 * added, a name reworded) never turns a test red. `npm run test:edits` proves it.
 *
 * Only the requirements' exact words are pinned: names, labels and messages. Its starting values for
 * what the owner keeps up to date (the office hours, the phone number, the figures of About Us, the
 * vehicles' capacities, how many FAQ questions there are and how many show first) are not.
 */
import { describe, expect, it } from 'vitest';
import type { WordDocument } from './documents';
import { firstEditionFacts, firstEditionWords } from './first-edition/read';
import { wordsFor } from './load';
import type { Locale } from '../i18n/locales';
import { navigationRouteIds } from '../i18n/routes';
import { errorBannerText } from '../forms/delivery/banner-text';

const facts = firstEditionFacts();
const loadWords = <Document extends WordDocument>(document: Document, locale: Locale) => firstEditionWords(document, locale, facts);

const site = loadWords('site', 'en');
const word = <Value>(byId: Readonly<Record<string, Value>>, id: string) => wordsFor(byId, id);

describe('the first edition’s English content holds the requirements’ exact strings', () => {
  it('navigation and footer', () => {
    expect(navigationRouteIds.map((id) => site.navigation.pages[id])).toEqual([
      'Home',
      'Coverage',
      'Services',
      'Vehicles',
      'Trip Types',
      'Contact Us',
    ]);
    expect(site.navigation.bookNow).toEqual({ label: 'Book Now', to: 'contact' });
    expect(site.footer.services.map((service) => service.label)).toEqual([
      'Regular Car Transport',
      'Wheelchair Services',
      'Stretcher',
      'Transport Bus',
      'Round Trip Services',
      'Multi-Trip Options',
    ]);
    expect(site.company.availability).toBe('Available Regular Office Hours');
    expect(site.footer.quickLinksHeading).toBe('Quick Links');
    expect(site.footer.servicesHeading).toBe('Our Services');
    expect(facts.social.map((entry) => entry.name)).toEqual(['Facebook', 'Instagram']);
    expect(facts.company.address.city).toBe('Cape Coral');
  });

  it('business hours: days by request say so', () => {
    expect(site.hours.byRequest).toBe('Special Request');
  });

  it('home', () => {
    const home = loadWords('home', 'en');
    expect(home.about.heading).toBe('About Us');
    expect(facts.stats.map((stat) => word(home.about.stats, stat.id))).toEqual(['Years of Service', 'Professional Drivers']);
    expect(home.offers.heading).toBe('What do we offer?');
    expect(home.offers.cards.map((card) => card.to)).toEqual(['coverage', 'services', 'vehicles', 'trips']);
  });

  it('coverage: the six counties and their service types, and the next steps', () => {
    const coverage = loadWords('coverage', 'en');
    // The product's specification (requirement COUNTIES) writes "Recurrent Service" once and "Recurrent service" once; the site
    // names each kind of service one way (coverage `serviceTypes`), so the case is not compared.
    expect(facts.counties.map((county) => [county.name, coverage.serviceTypes[county.service].toLowerCase()])).toEqual([
      ['Collier', 'full service'],
      ['Lee', 'full service'],
      ['Miami Dade', 'full service'],
      ['Charlotte', 'recurrent service'],
      ['Palm Beach', 'full service'],
      ['Broward', 'recurrent service'],
    ]);
    const charlotte = word(coverage.counties, 'charlotte');
    expect(charlotte.description).toContain('24-hour service');
    expect([charlotte.hospitals, charlotte.medicalCenters]).toEqual(['2 main hospitals', '10+ medical centers']);
    const palmBeach = word(coverage.counties, 'palm-beach');
    expect([palmBeach.hospitals, palmBeach.medicalCenters]).toEqual(['All hospitals', 'All medical centers']);
    for (const id of ['collier', 'lee', 'miami-dade', 'broward']) {
      expect([word(coverage.counties, id).hospitals, word(coverage.counties, id).medicalCenters]).toEqual([
        'All main hospitals',
        'Several medical centers',
      ]);
    }
    expect(coverage.moreInfo.heading).toBe('Need more information?');
    expect(coverage.moreInfo.actions).toEqual([
      { label: 'Contact Us', to: 'contact' },
      { label: 'View Services', to: 'services' },
    ]);
  });

  it('services: six levels, the consultation button, the FAQ’s toggle and the ways to pay', () => {
    const services = loadWords('services', 'en');
    expect(facts.serviceLevels.map((id) => word(services.levels, id).name)).toEqual([
      'Ambulatory',
      'Wheelchair',
      'Stretcher',
      'Door to Door',
      'Special Transport',
      'Shared Multi-Rider Trips',
    ]);
    expect(services.personalized.action).toEqual({ label: 'Request Free Consultation', to: 'contact' });
    expect([services.faq.showMore, services.faq.showLess]).toEqual(['Show More', 'Show Less']);
    // Medicare/Medicaid accepted: Medicaid through the plan's broker, Medicare Advantage, then private pay.
    expect(services.paying.ways.slice(0, 2).map((way) => way.title)).toEqual(['Medicaid', 'Medicare Advantage']);
  });

  it('trips: six modes, four features each, and the way back home', () => {
    const trips = loadWords('trips', 'en');
    expect(trips.modes.map((mode) => mode.name)).toEqual([
      'Round Trip with Waiting Time',
      'Round Trip Waiting for Patient',
      'Multiple Trip',
      'Regular Round Trip',
      'One-Way Trip',
      'Shared Trip',
    ]);
    expect(trips.modes[0]?.features).toContain('Waiting up to 1 hour included');
    expect(trips.modes[1]?.features).toContain('Waiting over 1 hour');
    expect(trips.modes[3]?.features).toEqual(expect.arrayContaining(['Automatic weekly or monthly scheduling', 'Frequency discounts']));
    expect(trips.modes[5]?.features).toContain('Reduced rates');
    // Each books its own: between them, every Trip answer the form first had and both questions that go with any trip.
    expect(trips.modes.map((mode) => mode.books)).toEqual([
      'roundTrip',
      'roundTripWillCall',
      'multipleStops',
      'repeats',
      'oneWay',
      'shared',
    ]);
    expect(trips.notSure.heading).toBe('Not sure which option to choose?');
    expect(trips.notSure.action).toEqual({ label: 'Back to Home', to: 'home' });
  });

  it('vehicles: four, and call and email buttons', () => {
    const vehicles = loadWords('vehicles', 'en');
    expect(facts.vehicles.map((vehicle) => word(vehicles.vehicles, vehicle.id).name)).toEqual([
      'Regular Cars',
      'Medical Vans',
      'Stretcher Transport',
      'Transport Buses',
    ]);
    expect(word(vehicles.vehicles, 'medical-van').features).toContain('Ramp or lift');
    expect(word(vehicles.vehicles, 'stretcher-transport').features).toEqual(expect.arrayContaining(['Stretcher', 'Extra driver to help']));
    expect(word(vehicles.vehicles, 'transport-bus').features).toContain('Wheelchair spaces');
    expect(vehicles.notSure.heading).toBe('Not sure which vehicle you need?');
    expect([vehicles.notSure.callLabel, vehicles.notSure.emailLabel]).toEqual(['Call Now', 'Schedule Consultation']);
  });

  it('contact: the forms, their subjects and busy labels, and the information beside them', () => {
    const contact = loadWords('contact', 'en');
    const { forms } = contact;
    expect([forms.switchContact, forms.switchCareer]).toEqual(['Contact Form', 'Career Form']);
    expect([contact.info.heading, contact.hoursHeading]).toEqual(['Contact Information', 'Business Hours']);
    expect(forms.contact.fields.subject.placeholder).toBe('Select a subject');
    expect(forms.contact.fields.subject.options).toEqual([
      { value: 'consulta', label: 'General Inquiry' },
      { value: 'cotizacion', label: 'Quote Request' },
      { value: 'reclamo', label: 'Complaint' },
      { value: 'otro', label: 'Other' },
    ]);
    expect([forms.contact.busy, forms.career.busy]).toEqual(['Sending...', 'Submitting...']);
  });

  it('the forms’ messages, in Spanish, exactly', () => {
    expect(facts.formMessages).toEqual({
      lang: 'es',
      required: 'Complete todos los campos obligatorios.',
      experience: 'La experiencia debe ser un número válido y positivo.',
      success: 'Mensaje enviado correctamente.',
      errorPrefix: 'Error:',
      unknownError: 'Error desconocido',
    });
    expect(errorBannerText(new TypeError('Failed to fetch'), facts.formMessages)).toBe('Error: Failed to fetch');
  });

  it('the 404 page, in both languages', () => {
    expect(loadWords('notFound', 'en').heading).toBe('404 - Page not found');
    expect(loadWords('notFound', 'es').heading).toBe('404 - Página no encontrada');
  });
});
