import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

export function ProfileMenu() {
  const user = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const menuId = useId();
  const titleId = useId();

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Profile"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar
          sx={{ width: 32, height: 32, fontSize: 15, bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
        >
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setProfileOpen(true);
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // through /logout, so that unsaved work asks first (decision 129)
            void navigate('/logout');
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void navigate('/logout?everywhere=true');
          }}
        >
          <ListItemIcon>
            <DevicesOtherIcon fontSize="small" />
          </ListItemIcon>
          Sign out everywhere
        </MenuItem>
      </Menu>
      <Dialog
        open={profileOpen}
        onClose={() => setProfileOpen(false)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>Profile</DialogTitle>
        <DialogContent>
          <Table size="small" aria-label="Your account">
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="row">
                  Username
                </TableCell>
                <TableCell>{user.username}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row">
                  Role
                </TableCell>
                <TableCell>{user.role}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setProfileOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
