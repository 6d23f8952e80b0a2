import { useJourney, usePortalLanguage, useTexts } from '@features/portal/core';
import styled from 'styled-components';
import { aboutPage, termsPage } from './infoTexts';

const Page = styled.article`
  display: grid;
  gap: var(--tck-space-4);
  line-height: var(--tck-line-height-normal);

  & h1 {
    margin: 0;
    font-size: var(--tck-font-size-xl);
  }
  & h2 {
    margin: 0 0 var(--tck-space-2);
    font-size: var(--tck-font-size-lg);
  }
  & p {
    margin: 0 0 var(--tck-space-2);
  }
`;

export interface InfoScreenProps {
  /** Which page: the terms & conditions or about us. */
  page: 'terms' | 'about';
}

/** /terms-conditions and /about-us: plain information in the visitor's language. */
export function InfoScreen({ page }: InfoScreenProps) {
  const language = usePortalLanguage();
  const texts = useTexts();
  useJourney({ pageID: page === 'terms' ? 'TERMS_CONDITIONS' : 'ABOUT_US' });
  const content = (page === 'terms' ? termsPage : aboutPage)[language];
  return (
    <Page data-component="InfoScreen">
      <h1>{page === 'terms' ? texts.termsTitle : texts.aboutTitle}</h1>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Page>
  );
}
