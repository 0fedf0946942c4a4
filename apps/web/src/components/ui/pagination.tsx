import { paginationWindow } from '@shop/contract/pagination';
import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/**
 * Every page when there are 7 or fewer, otherwise a window of 5 with the first and last page
 * and ellipses. On a phone the page numbers take the first row and Previous/Next the second.
 */
export function Pagination({ currentPage, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationWindow(currentPage, totalPages);

  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-center gap-2 sm:flex-nowrap', className)}
    >
      <Button
        variant="outline"
        size="sm"
        aria-label="Previous page"
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
        className="order-2 sm:order-none"
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <ul className="order-1 flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === currentPage ? 'default' : 'ghost'}
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => item !== currentPage && onPageChange(item)}
                className="size-8 p-0 sm:size-9"
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="flex w-5 justify-center text-muted-foreground">
              <Ellipsis className="size-4" />
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        size="sm"
        aria-label="Next page"
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
        className="order-3 sm:order-none"
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
