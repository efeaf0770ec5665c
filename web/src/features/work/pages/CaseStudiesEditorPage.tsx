import { useQuery } from '@apollo/client/react';
import { errorText } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import type { PageProps } from '../../../app/pages';
import { EditorCaseStudiesDocument } from '../../../gql/graphql';
import { EditorWorkspace, useChosenPiece } from '../../../shared/components/EditorWorkspace';
import { CaseStudyEditor } from '../components/CaseStudyEditor';
import { TestimonialsEditor } from '../components/TestimonialsEditor';

/** /dashboard/case-studies: the staff's case studies and the editor, then the testimonials. */
export default function CaseStudiesEditorPage({ routeId }: PageProps) {
  const { t, language } = useT();
  const list = useQuery(EditorCaseStudiesDocument, { fetchPolicy: 'cache-and-network' });
  // Kept in the address: a reload or a shared link opens the same piece.
  const [chosen, setChosen] = useChosenPiece();
  const studies = list.data?.caseStudies ?? [];
  const study = studies.find((item) => item.id === chosen);

  return (
    <EditorWorkspace
      heading={t(`pages.${routeId}.title`)}
      intro={t('work.editor.intro')}
      listLabel={t('work.editor.list')}
      formLabel={t('editor.caseStudyForm')}
      newLabel={t('work.editor.new')}
      loadFailed={list.error && errorText(list.error, t('work.loadFailed'))}
      items={{
        loading: list.loading && !list.data,
        list: studies.map((item) => ({
          id: item.id,
          title: item.texts.title[language] || item.slug,
          status: item.status,
        })),
      }}
      chosen={chosen}
      onChoose={setChosen}
      after={<TestimonialsEditor />}
    >
      {/* A new key per case study (and per revision) starts the form from what is stored. */}
      <CaseStudyEditor
        key={study ? `${study.id}:${study.revision}:${study.status}` : 'new'}
        study={study}
        onSaved={(id) => {
          setChosen(id);
          void list.refetch().catch(() => undefined);
        }}
      />
    </EditorWorkspace>
  );
}
