import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import KeyIcon from '@mui/icons-material/Key';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
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

export function UsersGrid() {
  const users = useUsers();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const columns = useMemo<GridColDef<User>[]>(() => {
    const change = (user: User, changes: Omit<UpdateUserInput, 'id'>, done: string) =>
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
      );
    return [
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 160 },
      {
        field: 'role',
        headerName: 'Role',
        width: 140,
        renderCell: ({ row }) => (
          <Select
            size="small"
            variant="standard"
            value={row.role}
            onChange={(event) =>
              change(
                row,
                { role: event.target.value as Role },
                `${row.username} is now ${event.target.value}`,
              )
            }
            inputProps={{ 'aria-label': `Role of ${row.username}` }}
            sx={{ minWidth: 100, fontSize: 14 }}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {role}
              </MenuItem>
            ))}
          </Select>
        ),
      },
      {
        field: 'disabled',
        headerName: 'Disabled',
        type: 'boolean',
        width: 110,
        renderCell: ({ row }) => (
          <Switch
            checked={row.disabled}
            onChange={(event) =>
              change(
                row,
                { disabled: event.target.checked },
                event.target.checked
                  ? `${row.username} can no longer sign in`
                  : `${row.username} can sign in again`,
              )
            }
            slotProps={{ input: { 'aria-label': `Disable ${row.username}` } }}
          />
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
    ];
  }, [notify, update]);

  return (
    <>
      <DataTable<User>
        title="Users"
        rows={users.data ?? []}
        columns={columns}
        loading={users.isPending || users.isFetching}
        onAdd={() => setCreating(true)}
        addLabel="Add user"
        exportFileName="users"
        localeText={
          users.isError ? { noRowsLabel: `Users could not be loaded: ${errorMessage(users.error)}` } : {}
        }
        height={520}
      />
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
