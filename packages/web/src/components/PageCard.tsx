import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The frame of a list page: filters on top, the table below. */
export function PageCard({ filters, children }: { filters?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-card">
      {filters ? (
        <Card size="small" className="page-card__filters">
          {filters}
        </Card>
      ) : null}
      <Card size="small" className="page-card__body">
        {children}
      </Card>
    </div>
  );
}
