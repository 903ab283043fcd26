declare module 'virtual:ride-helper' {
  const byLocale: Readonly<Record<import('../i18n/locales').Locale, import('./RideHelper').RideHelperData>>;
  export default byLocale;
}
