// One person with access: avatar, name#number, role and when they were added. The owner manages
// the others: a role select and Remove (confirmed); a member may leave (Remove on their own row).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BotMember, MemberRole } from '../../api/schemas';
import { BotAvatar } from '../../components/BotAvatar';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate } from '../../lib/formatDate';
import { useTranslation } from '../../lib/useTranslation';

interface Props {
  member: BotMember;
  botName: string;
  /** The signed-in user owns the bot: they may re-role and remove members. */
  manage: boolean;
  /** This row is the signed-in user's own. */
  self: boolean;
  /** A change for this member is in flight. */
  pending: boolean;
  onChange: (role: MemberRole | null) => void;
}

export function MemberRow({ member, botName, manage, self, pending, onChange }: Props) {
  const { t, i18n } = useTranslation('botMembers');
  const [confirming, setConfirming] = useState(false);
  const name = `${member.username}#${member.identifyNum}`;
  const editable = manage && member.role !== 'owner';
  const leaving = self && member.role !== 'owner';
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1.5, px: 0 }}>
      <BotAvatar name={member.username} src={member.avatar} size={40} />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
          {name}
          {self && ` ${t('you')}`}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('added', { date: formatDate(member.addedAt, i18n.language) })}
        </Typography>
      </Box>
      {editable ? (
        <TextField
          select
          size="small"
          label={t('roleOf', { name })}
          value={member.role}
          disabled={pending}
          onChange={(event) => onChange(event.target.value as MemberRole)}
          sx={{ minWidth: 130 }}
        >
          <MenuItem value="admin">{t('role.admin')}</MenuItem>
          <MenuItem value="viewer">{t('role.viewer')}</MenuItem>
        </TextField>
      ) : (
        <Chip label={t(`role.${member.role}`)} size="small" variant="outlined" />
      )}
      {(editable || leaving) && (
        <Button
          color="error"
          size="small"
          disabled={pending}
          onClick={() => setConfirming(true)}
          aria-label={leaving ? t('leave') : t('removeNamed', { name })}
        >
          {leaving ? t('leave') : t('remove')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        danger
        title={leaving ? t('leaveTitle', { bot: botName }) : t('removeTitle', { name })}
        body={leaving ? t('leaveBody') : t('removeBody', { name, bot: botName })}
        confirmLabel={leaving ? t('leave') : t('remove')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={() => {
          onChange(null);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
