/**
 * The screen sizes stories are drawn at: the portal's phone, a tablet, and the admin console's
 * desktops (1280 and 1366 wide; Full HD for the widest tables). A story without one fills the
 * canvas, so a page is never cut by a canvas narrower than its viewport.
 */
export const viewports = {
  mobile: { name: 'Phone 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: 'Tablet 768 × 1024',
    styles: { width: '768px', height: '1024px' },
    type: 'tablet',
  },
  desktop: {
    name: 'Desktop 1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  wide: {
    name: 'Laptop 1366 × 768',
    styles: { width: '1366px', height: '768px' },
    type: 'desktop',
  },
  fullHd: {
    name: 'Full HD 1920 × 1080',
    styles: { width: '1920px', height: '1080px' },
    type: 'desktop',
  },
} as const;
