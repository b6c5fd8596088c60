import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { ProductSchedules } from '../publishing/ProductSchedules';
import { PublishStatus } from '../publishing/PublishStatus';
import { PublishWindowBadge } from '../publishing/PublishWindowBadge';
import { PUBLISHING_MESSAGES as P } from '../publishing/publishing.messages';
import { scheduledFields } from '../publishing/publishing.model';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { Field, type FieldControl, Notice } from '../shared/Field';
import { displayValue, formatYen } from '../shared/format.model';
import { firstError } from '../shared/http.model';
import { routeHref } from '../shared/router.model';
import { ScreenTitle } from '../shared/Screen';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import { PreviewButtons } from './PreviewButtons';
import { ProductActions } from './ProductActions';
import { ProductMediaPanels } from './ProductMediaPanels';
import {
  $productEdit,
  cancelSave,
  confirmSave,
  editField,
  openNewProduct,
  openProduct,
  openSavedPreview,
  requestSave,
  takeTheirChanges,
} from './product-edit.store';
import {
  bodyFromForm,
  changedFields,
  FORM_FIELDS,
  type FormField,
  fromLocalInput,
  type ProductForm,
} from './product-form.model';
import { PRODUCTS_MESSAGES as M } from './products.messages';
import { type RefOption, taxBreakdown } from './products.model';
import { $references, loadReferences } from './products.store';
import { RichTextField } from './RichTextField';
import { VariantMatrix } from './VariantMatrix';
import { VARIANT_MESSAGES as V } from './variant-matrix.messages';

/** 商品編集 (with a key) or 商品登録 (without): the form, the tax breakdown, confirmation, 409. */
export function ProductEdit(props: { productKey: string | null }) {
  const state = useStore($productEdit);
  useEffect(() => {
    void loadReferences();
    if (props.productKey === null) openNewProduct();
    else {
      // A save, copy or restore that led here is already opening this product (with its notice).
      const current = $productEdit.get();
      if (current.key !== props.productKey || current.status !== 'loading') {
        void openProduct(props.productKey);
      }
    }
  }, [props.productKey]);
  // After a refused save, the first field to fix takes focus (and scrolls into view).
  useEffect(() => {
    if (Object.keys(state.errors).length === 0) return;
    document.querySelector<HTMLElement>('.edit-layout [aria-invalid="true"]')?.focus();
  }, [state.errors]);
  const isNew = props.productKey === null;
  const title = isNew ? M.newTitle : M.editTitle;
  if (state.status === 'loading') {
    return (
      <section className="stack">
        <ScreenTitle>{title}</ScreenTitle>
        <p className="loading">{SHARED.loading}</p>
      </section>
    );
  }
  if (state.status !== 'ready') {
    return (
      <section className="stack">
        <ScreenTitle>{title}</ScreenTitle>
        <Notice kind="error">{state.error}</Notice>
        <p>
          <a href={routeHref({ name: 'products' })}>{M.back}</a>
        </p>
      </section>
    );
  }
  const changes = changedFields(state.original, state.form);
  return (
    <section className="stack">
      <ScreenTitle
        actions={
          !isNew && props.productKey ? (
            <ProductActions productKey={props.productKey} name={state.form.name} />
          ) : undefined
        }
      >
        {title}
      </ScreenTitle>
      <p className="breadcrumb">
        <a href={routeHref({ name: 'products' })}>{M.back}</a>
        {!isNew && (
          <span className="sub">
            {SHARED.crumbSeparator}
            {state.form.name || props.productKey}
          </span>
        )}
      </p>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      {state.conflict && <ConflictPanel />}
      <PublishStatus />
      <form
        noValidate
        className="edit-layout"
        onSubmit={(event) => {
          event.preventDefault();
          requestSave();
        }}
      >
        <div className="edit-main stack">
          <BasicSection form={state.form} errors={state.errors} isNew={isNew} />
          <PriceSection form={state.form} errors={state.errors} />
          <VariantMatrix form={state.form} errors={state.errors} />
          <CatalogueSection form={state.form} errors={state.errors} />
          <DescriptionSection form={state.form} errors={state.errors} />
        </div>
        <aside className="edit-side stack" aria-label={M.sectionPublish}>
          <PublishSection form={state.form} errors={state.errors} original={state.original} />
          <div className="panel save-box stack">
            {changes.length > 0 && !isNew && <p className="unsaved">{M.unsaved}</p>}
            <button
              type="submit"
              className="button button-primary button-block button-large"
              disabled={state.busy}
            >
              {state.busy ? M.saving : isNew ? M.create : M.save}
            </button>
          </div>
          {!isNew && props.productKey && <PreviewButtons />}
          {!isNew && props.productKey && (
            <ProductSchedules
              productKey={props.productKey}
              fields={scheduledFields(bodyFromForm(state.form), bodyFromForm(state.original))}
              labelOf={(field) => M.fields[field as FormField] ?? field}
              onScheduled={() => void openProduct(props.productKey ?? '')}
              onPreview={(id) => void openSavedPreview(state.original.channels[0] ?? '', id)}
              previewing={state.previewing !== null}
            />
          )}
        </aside>
      </form>
      {!isNew && props.productKey && <ProductMediaPanels productKey={props.productKey} />}
      <ConfirmDialog
        open={state.confirming}
        title={isNew ? M.confirmCreateTitle : M.confirmTitle}
        confirmLabel={isNew ? M.confirmCreate : M.confirmSave}
        busy={state.busy}
        onCancel={cancelSave}
        onConfirm={() => void confirmSave()}
      >
        <p>{M.confirmLead}</p>
        {isNew ? null : changes.length === 0 ? (
          <p>{M.noChanges}</p>
        ) : (
          <ChangeTable fields={changes} before={state.original} after={state.form} />
        )}
      </ConfirmDialog>
    </section>
  );
}

/** A field's shown value: choices by their label, channels joined, the rest as typed. */
function shown(
  field: FormField,
  form: ProductForm,
  refs: ReturnType<typeof $references.get>,
): string {
  const labelOf = (options: RefOption[], value: string) =>
    options.find((option) => option.value === value)?.label ?? displayValue(value);
  switch (field) {
    case 'is_show_product':
      return form.is_show_product ? M.shown : M.hidden;
    case 'is_age_restricted':
      return form.is_age_restricted ? M.ageYes : M.ageNo;
    case 'variants':
      return (
        form.variants
          .map((v) => `${[v.colour, v.size].filter(Boolean).join('・') || v.name} ${v.stock}`)
          .join(' / ') || '—'
      );
    case 'removed_variant_ids':
      return String(form.removed_variant_ids.length);
    case 'category_id':
      return labelOf(refs.categories, form.category_id);
    case 'brand_id':
      return labelOf(refs.brands, form.brand_id);
    case 'maker_id':
      return labelOf(refs.makers, form.maker_id);
    case 'channels':
      return form.channels.map((c) => labelOf(refs.channels, c)).join('、') || '—';
    case 'product_price':
    case 'before_price': {
      const price = Number(form[field]);
      if (!form[field] || !Number.isInteger(price)) return '—';
      const { including } = taxBreakdown(price, Number(form.tax_rate));
      return M.priceWithTax(formatYen(price), formatYen(including));
    }
    case 'tax_rate':
      return M.taxRates[form.tax_rate] ?? `${form.tax_rate}%`;
    case 'description':
      return form.description
        ? `${form.description.slice(0, 80)}${form.description.length > 80 ? '…' : ''}`
        : '—';
    default:
      return displayValue(form[field]);
  }
}

function ChangeTable(props: {
  fields: FormField[];
  before: ProductForm;
  after: ProductForm;
  beforeLabel?: string;
  afterLabel?: string;
}) {
  const refs = useStore($references);
  return (
    <table className="change-table">
      <thead>
        <tr>
          <th scope="col">{M.conflictField}</th>
          <th scope="col">{props.beforeLabel ?? M.confirmFrom}</th>
          <th scope="col">{props.afterLabel ?? M.confirmTo}</th>
        </tr>
      </thead>
      <tbody>
        {props.fields.map((field) => (
          <tr key={field}>
            <th scope="row">{M.fields[field]}</th>
            <td>{shown(field, props.before, refs)}</td>
            <td className="changed">{shown(field, props.after, refs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ConflictPanel() {
  const state = useStore($productEdit);
  if (!state.conflict) return null;
  const { current, fields } = state.conflict;
  const theirs = FORM_FIELDS.filter(
    (field) =>
      fields.includes(field) ||
      fields.includes(field.replace(/_id$/, '')) ||
      (field === 'product_price' && fields.includes('price')),
  );
  return (
    <div className="notice notice-warning stack" role="alert">
      <h2 className="panel-title">{M.conflictTitle}</h2>
      <p>{M.conflictLead}</p>
      <ChangeTable
        fields={theirs.length ? theirs : changedFields(state.form, current)}
        before={current}
        after={state.form}
        beforeLabel={M.conflictTheirs}
        afterLabel={M.conflictMine}
      />
      <div>
        <button type="button" className="button button-primary" onClick={takeTheirChanges}>
          {M.conflictMerge}
        </button>
      </div>
    </div>
  );
}

type SectionProps = { form: ProductForm; errors: Record<string, string[]> };

function Section(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="panel form-section">
      <legend className="panel-title">{props.title}</legend>
      <div className="form-grid">{props.children}</div>
    </fieldset>
  );
}

function TextInput(props: {
  field: FormField & keyof ProductForm;
  form: ProductForm;
  control: FieldControl;
  type?: string;
  inputMode?: 'numeric';
}) {
  return (
    <input
      {...props.control}
      className="input"
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      value={String(props.form[props.field])}
      onChange={(event) => editField(props.field, event.target.value as never)}
    />
  );
}

function BasicSection({ form, errors, isNew }: SectionProps & { isNew: boolean }) {
  return (
    <Section title={M.sectionBasic}>
      {isNew && (
        <Field
          label={V.productKey}
          required
          hint={V.productKeyHint}
          error={firstError(errors, 'product_key')}
          className="span-2"
        >
          {(control) => <TextInput field="product_key" form={form} control={control} />}
        </Field>
      )}
      <Field label={M.fields.name} required error={firstError(errors, 'name')} className="span-2">
        {(control) => <TextInput field="name" form={form} control={control} />}
      </Field>
      <Field label={M.fields.code} required error={firstError(errors, 'code')}>
        {(control) => <TextInput field="code" form={form} control={control} />}
      </Field>
    </Section>
  );
}

function PriceSection({ form, errors }: SectionProps) {
  const price = Number(form.product_price);
  const valid = form.product_price.trim() !== '' && Number.isInteger(price) && price >= 0;
  const breakdown = valid ? taxBreakdown(price, Number(form.tax_rate)) : null;
  return (
    <Section title={M.sectionPrice}>
      <Field label={M.fields.product_price} required error={firstError(errors, 'product_price')}>
        {(control) => (
          <TextInput field="product_price" form={form} control={control} inputMode="numeric" />
        )}
      </Field>
      <Field label={M.fields.tax_rate} error={firstError(errors, 'tax_rate')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.tax_rate}
            onChange={(event) => editField('tax_rate', event.target.value)}
          >
            {Object.entries(M.taxRates).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={M.fields.before_price}
        hint={M.beforePriceHint}
        error={firstError(errors, 'before_price')}
      >
        {(control) => (
          <TextInput field="before_price" form={form} control={control} inputMode="numeric" />
        )}
      </Field>
      <div className="tax-box span-2" aria-live="polite">
        <p className="tax-title">{M.taxTitle}</p>
        <dl className="tax-list">
          <dt>{M.taxExcluding}</dt>
          <dd>{breakdown ? formatYen(breakdown.excluding) : '—'}</dd>
          <dt>{M.taxAmount(form.tax_rate)}</dt>
          <dd>{breakdown ? formatYen(breakdown.tax) : '—'}</dd>
          <dt className="tax-total">{M.taxIncluding}</dt>
          <dd className="tax-total">{breakdown ? formatYen(breakdown.including) : '—'}</dd>
        </dl>
      </div>
    </Section>
  );
}

function RefField(props: {
  field: 'category_id' | 'brand_id' | 'maker_id';
  form: ProductForm;
  errors: SectionProps['errors'];
  options: RefOption[];
}) {
  return (
    <Field label={M.fields[props.field]} error={firstError(props.errors, props.field)}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={props.form[props.field]}
          onChange={(event) => editField(props.field, event.target.value)}
        >
          <option value="">{M.none}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {`${'\u3000'.repeat(option.depth)}${option.label}`}
            </option>
          ))}
          {props.form[props.field] &&
            !props.options.some((o) => o.value === props.form[props.field]) && (
              <option value={props.form[props.field]}>{props.form[props.field]}</option>
            )}
        </select>
      )}
    </Field>
  );
}

function CatalogueSection({ form, errors }: SectionProps) {
  const refs = useStore($references);
  const channels = refs.channels.length
    ? refs.channels
    : form.channels.map((value) => ({ value, label: value, depth: 0 }));
  return (
    <Section title={M.sectionCatalogue}>
      <RefField field="category_id" form={form} errors={errors} options={refs.categories} />
      <RefField field="brand_id" form={form} errors={errors} options={refs.brands} />
      <RefField field="maker_id" form={form} errors={errors} options={refs.makers} />
      <fieldset className="checks span-2">
        <legend className="field-label">{M.fields.channels}</legend>
        {channels.map((channel) => (
          <label key={channel.value} className="check">
            <input
              type="checkbox"
              checked={form.channels.includes(channel.value)}
              onChange={(event) =>
                editField(
                  'channels',
                  event.target.checked
                    ? [...form.channels, channel.value]
                    : form.channels.filter((c) => c !== channel.value),
                )
              }
            />
            {channel.label}
          </label>
        ))}
        {firstError(errors, 'channels') && (
          <p className="field-error">{firstError(errors, 'channels')}</p>
        )}
      </fieldset>
    </Section>
  );
}

function PublishSection({ form, errors, original }: SectionProps & { original: ProductForm }) {
  return (
    <fieldset className="panel form-section">
      <legend className="panel-title">{M.sectionPublish}</legend>
      <div className="stack">
        <p className="saved-state">
          <span className="sub">{P.savedState}</span>{' '}
          <PublishWindowBadge
            record={{
              shown: original.is_show_product,
              from: fromLocalInput(original.publish_from),
              to: fromLocalInput(original.publish_to),
            }}
          />
        </p>
        <label className="check check-large">
          <input
            type="checkbox"
            checked={form.is_show_product}
            onChange={(event) => editField('is_show_product', event.target.checked)}
          />
          {M.showOption}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={form.is_age_restricted}
            onChange={(event) => editField('is_age_restricted', event.target.checked)}
          />
          {M.ageOption}
        </label>
        {(['publish_from', 'publish_to'] as const).map((field) => (
          <Field
            key={field}
            label={M.fields[field]}
            hint={field === 'publish_from' ? M.publishFromHint : `${M.publishHint} ${P.windowHint}`}
            error={firstError(errors, field)}
          >
            {(control) => (
              <TextInput field={field} form={form} control={control} type="datetime-local" />
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

function DescriptionSection({ form, errors }: SectionProps) {
  return (
    <Section title={M.sectionDescription}>
      <Field
        label={M.fields.description}
        hint={M.descriptionHint}
        error={firstError(errors, 'description')}
        className="span-2"
      >
        {(control) => (
          <RichTextField
            control={control}
            label={M.fields.description}
            value={form.description}
            onChange={(html) => editField('description', html)}
          />
        )}
      </Field>
    </Section>
  );
}
