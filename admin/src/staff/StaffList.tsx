import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Role } from '../session/session.model';
import { $session } from '../session/session.store';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { type Columns, DataTable } from '../shared/DataTable';
import { Field, Notice } from '../shared/Field';
import { firstError } from '../shared/http.model';
import { ScreenTitle } from '../shared/Screen';
import { SHELL_MESSAGES } from '../shell/shell.messages';
import { STAFF_MESSAGES as M } from './staff.messages';
import { type NewStaff, PASSWORD_MIN, ROLES, type StaffMember } from './staff.model';
import { $addStaff, $staff, addStaff, changeRole, loadStaff, setDisabled } from './staff.store';

const ROLE_NAMES = SHELL_MESSAGES.roles;

/** スタッフ管理: the list (role change, disable) and the add form. Owners only. */
export function StaffList() {
  const state = useStore($staff);
  const me = useStore($session).staff;
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  useEffect(() => {
    void loadStaff();
  }, []);
  const columns = useMemo<Columns<StaffMember>>(
    () => [
      {
        id: 'name',
        header: M.colName,
        cell: ({ row }) => (
          <div className="name-cell">
            <span>
              {row.original.name}
              {row.original.id === me?.id && <span className="you">{M.you}</span>}
            </span>
            <span className="sub">{row.original.email}</span>
          </div>
        ),
      },
      {
        id: 'role',
        header: M.colRole,
        cell: ({ row }) => <RoleCell member={row.original} isMe={row.original.id === me?.id} />,
      },
      {
        id: 'totp',
        header: M.colTotp,
        cell: ({ row }) =>
          row.original.totp_enabled ? M.totpOn : <span className="sub">{M.totpOff}</span>,
      },
      {
        id: 'status',
        header: M.colStatus,
        cell: ({ row }) =>
          row.original.disabled ? (
            <span className="status status-hidden">{M.disabled}</span>
          ) : (
            <span className="status status-shown">{M.active}</span>
          ),
      },
      {
        id: 'actions',
        header: M.colActions,
        cell: ({ row }) =>
          row.original.id === me?.id ? null : (
            <button
              type="button"
              className={
                row.original.disabled
                  ? 'button button-small'
                  : 'button button-small button-danger-text'
              }
              aria-label={`${row.original.name} ${row.original.disabled ? M.enable : M.disable}`}
              onClick={() => setToggling(row.original)}
            >
              {row.original.disabled ? M.enable : M.disable}
            </button>
          ),
      },
    ],
    [me?.id],
  );
  return (
    <section className="stack">
      <ScreenTitle>{M.title}</ScreenTitle>
      {state.notice && <Notice kind="success">{state.notice}</Notice>}
      {state.error && <Notice kind="error">{state.error}</Notice>}
      <div className="panel panel-flush">
        <DataTable
          caption={M.listCaption}
          columns={columns}
          rows={state.rows}
          rowKey={(row) => String(row.id)}
          busy={state.busy}
        />
      </div>
      <p className="sub">{M.roleHelp}</p>
      <AddStaffForm />
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling
            ? toggling.disabled
              ? M.enableTitle(toggling.name)
              : M.disableTitle(toggling.name)
            : ''
        }
        confirmLabel={toggling?.disabled ? M.enable : M.disable}
        danger={!toggling?.disabled}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (toggling) void setDisabled(toggling, !toggling.disabled);
          setToggling(null);
        }}
      >
        <p>{toggling?.disabled ? M.enableLead : M.disableLead}</p>
      </ConfirmDialog>
    </section>
  );
}

function RoleCell(props: { member: StaffMember; isMe: boolean }) {
  const [role, setRole] = useState<Role>(props.member.role);
  useEffect(() => setRole(props.member.role), [props.member.role]);
  if (props.isMe) return <span className="role-tag">{ROLE_NAMES[props.member.role]}</span>;
  return (
    <div className="inline-form">
      <select
        className="input input-small"
        aria-label={M.roleOf(props.member.name)}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      >
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_NAMES[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button-small"
        disabled={role === props.member.role}
        onClick={() => void changeRole(props.member, role)}
      >
        {SHELL_MESSAGES.change}
      </button>
    </div>
  );
}

const EMPTY: NewStaff = { email: '', name: '', role: 'editor', password: '' };

function AddStaffForm() {
  const form = useStore($addStaff);
  const [input, setInput] = useState<NewStaff>(EMPTY);
  const set = (key: keyof NewStaff) => (value: string) => setInput({ ...input, [key]: value });
  return (
    <section className="panel" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="panel-title">
        {M.addTitle}
      </h2>
      <p className="sub">{M.addLead}</p>
      {form.error && <Notice kind="error">{form.error}</Notice>}
      <form
        noValidate
        className="form-grid"
        onSubmit={async (event) => {
          event.preventDefault();
          if (await addStaff(input)) setInput(EMPTY);
        }}
      >
        <Field label={M.name} required error={firstError(form.errors, 'name')}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              value={input.name}
              onChange={(e) => set('name')(e.target.value)}
            />
          )}
        </Field>
        <Field label={M.email} required error={firstError(form.errors, 'email')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              value={input.email}
              onChange={(e) => set('email')(e.target.value)}
            />
          )}
        </Field>
        <Field label={M.role} required error={firstError(form.errors, 'role')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={input.role}
              onChange={(e) => set('role')(e.target.value)}
            >
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {ROLE_NAMES[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={M.password}
          required
          hint={M.passwordHint(PASSWORD_MIN)}
          error={firstError(form.errors, 'password')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="password"
              autoComplete="new-password"
              value={input.password}
              onChange={(e) => set('password')(e.target.value)}
            />
          )}
        </Field>
        <div className="span-2">
          <button type="submit" className="button button-primary" disabled={form.busy}>
            {form.busy ? M.adding : M.add}
          </button>
        </div>
      </form>
    </section>
  );
}
