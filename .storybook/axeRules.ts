/**
 * Which of axe's rules the story tests run. A story fails on a serious or critical violation;
 * the rules below never report one, so the story tests skip them (Storybook's Accessibility
 * panel still runs every rule and lists what they find).
 */

/**
 * axe's landmark rules that hold for a story as for a page (whether a page has a <main> at all
 * is a page's business: a component's story has none), raised to 'serious' so they fail it.
 */
export const landmarkRules = [
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
];

/**
 * The rules axe gives a fixed 'minor' or 'moderate' impact, landmark rules aside: they cannot
 * fail a story test, and running them took about a third of axe's time per story.
 */
export const lesserRules = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-heading',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-one-main',
  'meta-viewport-large',
  'meta-viewport',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'scope-attr-valid',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];
