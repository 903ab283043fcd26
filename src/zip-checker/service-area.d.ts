declare module 'virtual:service-area' {
  const area: import('./lookup').ServiceArea;
  export default area;
}
