import { pagesView } from '@portal/dashboard-kit/ui';
import type { KnowledgeData } from '../common/knowledge.ts';
import { useKnowledgeBlocks } from '../common/knowledgeBlocks.ts';
import { QuestionsTable } from '../common/QuestionBlocks.tsx';
import { type RagPagesKit, useRagT } from '../i18n/index.ts';

/** A company knowledge bot: what staff ask, what it answers from (and cites), and what it lacks. */
function useRagChatbotPages(data: KnowledgeData, { ctx }: RagPagesKit) {
  const { kpis, charts, tabs } = useKnowledgeBlocks(data, ctx);
  const overview = {
    kpis: [kpis.questions, kpis.answered, kpis.satisfaction, kpis.latency],
    charts: [charts.questionsPerDay, charts.citations],
    children: <QuestionsTable data={data} kind="unanswered" limit={5} />,
  };
  const ownTabs = [tabs.questions, tabs.conversations, tabs.knowledgeBase];
  const analytics = { charts: [charts.outcomes, charts.satisfaction, charts.latency, charts.hours] };
  return { overview, tabs: ownTabs, analytics };
}

export const RagChatbotView = pagesView(useRagT, 'tabsLabel.rag-chatbot', useRagChatbotPages);
