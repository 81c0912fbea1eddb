/**
 * The tabs every knowledge bot dashboard has besides Overview and Analytics. A dashboard's View lists
 * them in its order, with the tabs only it has (Pages, Staff, Recent Leads).
 */
import type { DashboardContext } from '@portal/contract';
import { useUiTranslation } from '@portal/dashboard-kit/i18n';
import { type DashboardTab, TabPage } from '@portal/dashboard-kit/ui';
import type { ReactNode } from 'react';
import { useRagT } from '../i18n/index.ts';
import type { KnowledgeData } from './knowledge.ts';
import { QuestionsTable } from './QuestionBlocks.tsx';
import { BotConversations, KnowledgeBaseTab } from './tabPanels.ts';

export function useKnowledgeTabs(data: KnowledgeData, ctx: DashboardContext) {
  const { t } = useRagT();
  const { t: ui } = useUiTranslation();
  const tab = (id: string, label: string, content: ReactNode): DashboardTab => ({
    id,
    label,
    render: () => content,
  });
  return {
    questions: tab(
      'questions',
      t('tabs.questions'),
      <TabPage>
        <QuestionsTable data={data} kind="top" />
        <QuestionsTable data={data} kind="unanswered" />
      </TabPage>,
    ),
    conversations: tab(
      'conversations',
      ui('tabs.conversations'),
      <BotConversations
        conversations={data.conversations}
        transcripts={data.transcripts}
        documents={data.knowledgeBase.documents}
        ctx={ctx}
      />,
    ),
    knowledgeBase: tab('knowledge-base', t('tabs.knowledgeBase'), <KnowledgeBaseTab data={data} ctx={ctx} />),
  };
}
