import type { ImportReport as ImportReportData } from '@lp/contract/api';
import * as esImport from '@lp/locales/es/api-course-import';
import * as esReport from '@lp/locales/es/course-import-report';
import * as esBanner from '@lp/locales/es/ui-banner';
import { I18nProvider, type Translations } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleImportReport } from './course-builder.samples';
import { ImportReport } from './import-report';

/** The page's own namespaces in Spanish, as the page has them when the report appears. */
const pageNamespaces = (): [string, unknown][] => [
  [esReport.id, esReport.default],
  [esBanner.id, esBanner.default],
];

function renderIn(translations: Translations, data: ImportReportData = sampleImportReport) {
  return render(
    <I18nProvider translations={translations}>
      <ImportReport courseTitle="Chemistry" report={data} courseHref="/builder/course-1" />
    </I18nProvider>,
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('ImportReport: the skipped items in the page’s language (issue 34)', () => {
  it('shows a coded kind and reason in Spanish when the namespace has them', () => {
    renderIn({
      locale: 'es',
      ready: new Map<string, unknown>([...pageNamespaces(), [esImport.id, esImport.default]]),
    });
    expect(items()).toEqual([
      'Introduce yourself (Tema de debate): Los temas de debate no se importan.',
      'Accessibility FAQs (Imagen): Se omitieron 2 imágenes guardadas en el Common Cartridge; el texto alternativo se mantiene en la lección.',
    ]);
  });

  it('loads the namespace only when the report shows coded items, English meanwhile', async () => {
    const asked: string[] = [];
    renderIn({
      locale: 'es',
      ready: new Map<string, unknown>(pageNamespaces()),
      load: async (id) => {
        asked.push(id);
        return id === esImport.id ? esImport.default : null;
      },
    });
    expect(items()[0]).toBe(
      'Introduce yourself (Discussion topic): Discussion topics are not imported.',
    );
    expect(
      await screen.findByText(
        'Introduce yourself (Tema de debate): Los temas de debate no se importan.',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([esImport.id]);
  });

  it('keeps the English text when the language has no such message, or the item no code', () => {
    renderIn(
      {
        locale: 'es',
        ready: new Map<string, unknown>([
          ...pageNamespaces(),
          // A namespace without the keys: an older build of the catalogue.
          [esImport.id, {}],
        ]),
      },
      {
        imported: 0,
        skipped: [
          sampleImportReport.skipped[0]!,
          // An answer from before the codes.
          {
            title: 'Canvabadges',
            kind: 'LTI link',
            reason: 'It is not in any module of the cartridge.',
          },
          // A kind the source named, and a code of another namespace the page cannot load.
          {
            title: 'Odd',
            kind: 'imsunknwn_xmlv1p3',
            reason: 'Something else.',
            reasonCode: { code: 'api-elsewhere.unknown' },
          },
        ],
      },
    );
    expect(items()).toEqual([
      'Introduce yourself (Discussion topic): Discussion topics are not imported.',
      'Canvabadges (LTI link): It is not in any module of the cartridge.',
      'Odd (imsunknwn_xmlv1p3): Something else.',
    ]);
  });

  it('shows the texts as given on an English page', () => {
    renderIn({ locale: 'en', ready: new Map() });
    expect(items()[1]).toBe(
      'Accessibility FAQs (Image): 2 images stored in the cartridge left out; the alt text stays in the lesson.',
    );
  });
});
