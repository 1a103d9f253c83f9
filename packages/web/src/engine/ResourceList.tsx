import type { ResourceDef } from '@salon/contract';
import { Button } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { DataTable } from '../components/DataTable';
import { ExportButton } from '../components/ExportButton';
import { FilterBar } from '../components/FilterBar';
import { PageCard } from '../components/PageCard';
import '../components/kit.css';
import type { FormDialogOptions, ResourceListController, ResourcePageOptions } from './useResourceList';

// The create/edit form, the detail drawer and the status dialog load when first opened: a list
// page shows its rows without the form inputs' code.
const ResourceForm = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.ResourceForm })));
const ResourceDetail = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.ResourceDetail })));
const TransitionModal = lazy(() => import('./ResourceDialogs').then((m) => ({ default: m.TransitionModal })));
// Only pages that declare an import (and users granted it) load the upload button.
const ImportButton = lazy(() => import('../components/ImportButton').then((m) => ({ default: m.ImportButton })));

/**
 * The view of a list controller (useResourceList): the filter bar, the table with its toolbar
 * (import, export, 新增) and the dialogs. A page adds its own buttons (`toolbar`, before the
 * engine's), something between the filters and the table (`above`) and a title of its own.
 */
export function ResourceList<R extends ResourceDef>({
  list,
  toolbar,
  above,
  title,
}: {
  list: ResourceListController<R>;
  toolbar?: ReactNode;
  above?: ReactNode;
  title?: ReactNode;
}) {
  const { def, endpoints: ep, filters, table, options, can, dialog, open, page } = list;
  const close = () => open(null);
  const done = async () => {
    open(null);
    await table.reload();
  };
  return (
    <PageCard
      filters={
        filters.list.length ? (
          <FilterBar
            form={filters.form}
            items={filters.list.map((f) => f.item)}
            slots={Object.fromEntries(filters.list.filter((f) => f.slot).map((f) => [f.item.key, f.slot]))}
            initialValues={filters.startValues}
            resetValues={filters.defaultValues}
            onSearch={filters.search}
            onReset={filters.reset}
            groupKey={options.filterGroups}
          />
        ) : undefined
      }
    >
      {above}
      <DataTable
        table={table}
        columns={list.columns}
        rowKey="id"
        title={title ?? `${def.title}列表`}
        emptyText={list.waiting ?? undefined}
        toolbar={
          <>
            {toolbar}
            {def.import && def.ops.import && can(def.ops.import) ? (
              <Suspense fallback={null}>
                <ImportButton
                  url={ep.import.path}
                  templateUrl={ep.importTemplate.path}
                  templateName={`${def.title}导入模板.xlsx`}
                  onImported={() => void table.reload()}
                />
              </Suspense>
            ) : null}
            {def.ops.export && can(def.ops.export) ? (
              <ExportButton url={ep.export.path} params={table.filters} confirmPassword={def.fields.some((f) => f.masked)} />
            ) : null}
            {list.create.allowed ? (
              <Button type="primary" onClick={list.create.start}>
                新增{def.title}
              </Button>
            ) : null}
          </>
        }
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
          <ResourceForm
            def={def}
            reference={list.reference}
            inputs={options.inputs}
            dialog={options.formDialog as FormDialogOptions<ResourceDef> | undefined}
            record={dialog.kind === 'edit' ? dialog.row : null}
            onClose={close}
            onSaved={done}
          />
        ) : null}
        {dialog?.kind === 'detail' ? (
          // The lazy dialog is typed for any declaration; the options are this one's.
          <ResourceDetail def={def} id={dialog.row.id} options={options as unknown as ResourcePageOptions} actions={page} onClose={close} />
        ) : null}
        {dialog?.kind === 'transition' ? (
          <TransitionModal
            def={def}
            row={dialog.row}
            transition={dialog.transition}
            text={options.transitionDialog?.(dialog.row, dialog.transition)}
            onClose={close}
            onDone={done}
          />
        ) : null}
      </Suspense>
    </PageCard>
  );
}
