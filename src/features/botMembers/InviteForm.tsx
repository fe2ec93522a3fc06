// Inviting a co-owner: KOOK name#number and a role. The name is checked by the contract's rule as
// it is typed; the provider's refusals (unknown user, yourself, already a member) land on the field,
// and what was typed stays until the invitation succeeds.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { memberInputSchema } from '../../api/schemas';
import type { MemberInput } from '../../api/schemas';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { InlineError } from '../../components/InlineError';
import { translateFieldError } from '../../lib/fieldErrors';
import { applyProviderFieldErrors } from '../../lib/providerFieldErrors';
import { useTranslation } from '../../lib/useTranslation';
import { isHandledBySession } from '../session';
import { inviteRequest, selectMembers } from './botMembersSlice';

const empty: MemberInput = { user: '', role: 'viewer' };
const place = (path: string) => (path === 'user' || path === 'role' ? path : null);

export function InviteForm({ botId }: { botId: string }) {
  const { t } = useTranslation('botMembers');
  const dispatch = useAppDispatch();
  const { invite } = useAppSelector(selectMembers);
  const { control, handleSubmit, reset, setError } = useForm<MemberInput>({
    defaultValues: empty,
    resolver: zodResolver(memberInputSchema),
  });

  useEffect(() => {
    if (invite.done > 0) reset(empty);
  }, [invite.done, reset]);

  useEffect(() => {
    if (invite.error?.fields) applyProviderFieldErrors(invite.error.fields, setError, place);
  }, [invite.error, setError]);

  const formError = invite.error && !invite.error.fields && !isHandledBySession(invite.error);

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('invite.title')}
      onSubmit={(event) => {
        void handleSubmit((input) => dispatch(inviteRequest({ botId, input })))(event);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Controller
          control={control}
          name="user"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('invite.user')}
              placeholder="Alice#1234"
              autoComplete="off"
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message
                  ? translateFieldError(t, fieldState.error.message)
                  : t('invite.userHelp')
              }
              sx={{ flex: '1 1 220px', minWidth: 0 }}
            />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label={t('invite.role')}
              sx={{ flex: '0 1 160px', minWidth: 120 }}
            >
              <MenuItem value="admin">{t('role.admin')}</MenuItem>
              <MenuItem value="viewer">{t('role.viewer')}</MenuItem>
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddIcon />}
          loading={invite.pending}
          sx={{ mt: 1 }}
        >
          {t('invite.submit')}
        </Button>
      </Box>
      {formError && invite.error && (
        <InlineError title={t('invite.failedTitle')} failure={invite.error} />
      )}
    </Box>
  );
}
