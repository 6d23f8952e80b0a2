// The scripts the kit's languages are written in: Latin (English, Malay), and the danda of
// Bengali text, which Noto Sans has in its Devanagari part (the Bengali letters come from the
// system's Noto Sans Bengali). Other scripts fall back to the system's fonts; each subset left
// out is one @font-face rule fewer in every page's first stylesheet. Within a weight the order
// is @fontsource's own.
import '@fontsource/noto-sans/devanagari-400.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/devanagari-600.css';
import '@fontsource/noto-sans/latin-ext-600.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/devanagari-700.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import '@fontsource/noto-sans/latin-700.css';
import { createGlobalStyle } from 'styled-components';
import { declareTokens, tokens } from '../tokens/tokens';
import { operatorBrands, portalOverrides } from './themes';

/**
 * Defines every token as a CSS custom property. Themes and operators switch through the
 * `data-theme` and `data-operator` attributes on the root element, so components stay static.
 * With reduced motion nothing fades or slides: what appears is whole from its first frame (a
 * near-zero duration still waited for one, and made the spinner flicker).
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${declareTokens(tokens)}
  }
  :root[data-theme='portal'] {
    ${declareTokens(portalOverrides)}
  }
  :root[data-theme='portal'][data-operator='1'] {
    ${declareTokens({ color: operatorBrands[1] })}
  }
  :root[data-theme='portal'][data-operator='2'] {
    ${declareTokens({ color: operatorBrands[2] })}
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: var(--tck-font-family);
    font-size: var(--tck-font-size-md);
    line-height: var(--tck-line-height-normal);
    color: var(--tck-color-text);
    background: var(--tck-color-background);
    -webkit-font-smoothing: antialiased;
  }
  :focus-visible {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation: none !important;
      transition: none !important;
    }
  }
`;
