import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { CardFigure } from '../../../components/card-list/card-figure.tsx';
import { CardList } from '../../../components/card-list/card-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-grid/data-table.tsx';
import { useNotify } from '../../../components/snackbar.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/http.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser, type UpdateUserInput } from '../api/update-user.ts';
import { ROLES, type Role, type User } from '../api/user-fields.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/** A user's role, changed at once (the server refuses to demote the last active ADMIN). */
function RoleSelect({ user, onChange }: { user: User; onChange: (role: Role) => void }) {
  return (
    <Select
      size="small"
      variant="standard"
      value={user.role}
      onChange={(event) => onChange(event.target.value as Role)}
      inputProps={{ 'aria-label': `Role of ${user.username}` }}
      sx={{ minWidth: 100, fontSize: 14 }}
    >
      {ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </Select>
  );
}

function DisabledSwitch({ user, onChange }: { user: User; onChange: (disabled: boolean) => void }) {
  return (
    <Switch
      checked={user.disabled}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Disable ${user.username}` } }}
    />
  );
}

/** One account on a phone: its name, role and whether it may sign in, as the grid's row has them. */
function UserCard({
  user,
  onRole,
  onDisabled,
  onReset,
  onDelete,
}: {
  user: User;
  onRole: (role: Role) => void;
  onDisabled: (disabled: boolean) => void;
  onReset: () => void;
  onDelete: () => void;
}) {
  return (
    <Card component="article" variant="outlined" aria-label={user.username} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {user.username}
        </Typography>
        <IconButton aria-label={`Reset password of ${user.username}`} onClick={onReset}>
          <KeyIcon />
        </IconButton>
        <IconButton aria-label={`Delete ${user.username}`} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
          gap: 1.5,
          alignItems: 'start',
          mt: 1,
        }}
      >
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Role
          </Typography>
          <RoleSelect user={user} onChange={onRole} />
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Disabled
          </Typography>
          <DisabledSwitch user={user} onChange={onDisabled} />
        </Box>
        <CardFigure label="Created">{formatDateTime(user.createdAt)}</CardFigure>
      </Box>
    </Card>
  );
}

/**
 * The staff accounts (docs/screens.md, Users): a grid, and below the md breakpoint (a phone) a card per
 * account with the same controls, as the other list screens (docs/screens.md, Shell).
 */
export function UsersGrid() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const users = useUsers();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const change = useCallback(
    (user: User, changes: Omit<UpdateUserInput, 'id'>, done: string) =>
      update.mutate(
        { id: user.id, ...changes },
        {
          onSuccess: () => notify({ message: done, severity: 'success' }),
          onError: (error) =>
            notify({
              message: `Could not change ${user.username}: ${errorMessage(error)}`,
              severity: 'error',
            }),
        },
      ),
    [notify, update],
  );
  const changeRole = useCallback(
    (user: User, role: Role) => change(user, { role }, `${user.username} is now ${role}`),
    [change],
  );
  const changeDisabled = useCallback(
    (user: User, disabled: boolean) =>
      change(
        user,
        { disabled },
        disabled ? `${user.username} can no longer sign in` : `${user.username} can sign in again`,
      ),
    [change],
  );

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 160 },
      {
        field: 'role',
        headerName: 'Role',
        width: 140,
        renderCell: ({ row }) => <RoleSelect user={row} onChange={(role) => changeRole(row, role)} />,
      },
      {
        field: 'disabled',
        headerName: 'Disabled',
        type: 'boolean',
        width: 110,
        renderCell: ({ row }) => (
          <DisabledSwitch user={row} onChange={(disabled) => changeDisabled(row, disabled)} />
        ),
      },
      {
        field: 'createdAt',
        headerName: 'Created',
        width: 190,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="reset"
            icon={<KeyIcon />}
            label={`Reset password of ${row.username}`}
            onClick={() => setResetting(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete ${row.username}`}
            onClick={() => setToDelete(row)}
          />,
        ],
      },
    ],
    [changeRole, changeDisabled],
  );
  const searchTexts = useCallback((user: User) => [user.username, user.role], []);

  const notLoaded = users.isError ? `Users could not be loaded: ${errorMessage(users.error)}` : null;
  return (
    <>
      {narrow ? (
        <CardList<User>
          title="Users"
          rows={users.data ?? []}
          rowKey={(user) => user.id}
          searchTexts={searchTexts}
          onAdd={() => setCreating(true)}
          addLabel="Add user"
          loading={users.isPending || users.isFetching}
          emptyText={notLoaded ?? 'No users'}
          renderCard={(user) => (
            <UserCard
              user={user}
              onRole={(role) => changeRole(user, role)}
              onDisabled={(disabled) => changeDisabled(user, disabled)}
              onReset={() => setResetting(user)}
              onDelete={() => setToDelete(user)}
            />
          )}
        />
      ) : (
        <DataTable<User>
          title="Users"
          rows={users.data ?? []}
          columns={columns}
          loading={users.isPending || users.isFetching}
          onAdd={() => setCreating(true)}
          addLabel="Add user"
          exportFileName="users"
          localeText={notLoaded ? { noRowsLabel: notLoaded } : {}}
          height={520}
        />
      )}
      <CreateUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(username) => notify({ message: `Created ${username}`, severity: 'success' })}
      />
      <ResetPasswordDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onDone={(username) =>
          notify({ message: `The password of ${username} was reset`, severity: 'success' })
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Are You Sure?"
        message={toDelete ? `The account ${toDelete.username} will be deleted.` : undefined}
        cancelLabel="Disagree"
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const user = toDelete;
          if (!user) return;
          remove.mutate(user.id, {
            onSuccess: () => notify({ message: `Deleted ${user.username}`, severity: 'success' }),
            onError: (error) =>
              notify({
                message: `Could not delete ${user.username}: ${errorMessage(error)}`,
                severity: 'error',
              }),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </>
  );
}
