import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useDisclosure } from '@/lib/use-disclosure';
import type { FaqEntry, FaqTopic } from '../faq-entries';

/**
 * One question as a disclosure: a real button in the question's heading, with `aria-expanded` and
 * `aria-controls` naming the answer, so Tab reaches it and Enter or Space opens and closes it. Each
 * question keeps its own state, so several can be open at once.
 */
function FaqQuestion({ entry }: { entry: FaqEntry }) {
  const { open, panelId: answerId, buttonProps } = useDisclosure();

  return (
    <li className="border-b last:border-b-0">
      <h3>
        <button
          type="button"
          {...buttonProps}
          className="flex min-h-12 w-full items-center justify-between gap-4 rounded-md px-1 py-3 text-left font-medium hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {entry.question}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-5 shrink-0 text-muted-foreground transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="grid gap-3 px-1 pb-4 text-muted-foreground">
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </li>
  );
}

/** The FAQ's questions under a heading per topic. */
export function FaqList({ topics }: { topics: readonly FaqTopic[] }) {
  return (
    <div className="grid gap-8">
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`faq-topic-${topic.id}`}>
          <h2 id={`faq-topic-${topic.id}`} className="mb-2 text-lg font-semibold tracking-tight">
            {topic.title}
          </h2>
          <ul className="rounded-xl border bg-card px-4 shadow-sm sm:px-5">
            {topic.entries.map((entry) => (
              <FaqQuestion key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
