// Runs a bot's start/stop/restart for any screen, asking first where it is disruptive (a running
// bot: see needsConfirmation). Returns the request function and the dialog to render.
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { BotAction, BotStatus } from '../../api/schemas';
import { useAppDispatch } from '../../kernel/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useTranslation } from '../../lib/useTranslation';
import { botActionRequest } from './botRuntimeSlice';
import { needsConfirmation } from './runtimeActions';

interface Bot {
  id: string;
  name: string;
  status: BotStatus;
}

export function useRuntimeAction(bot: Bot): [(action: BotAction) => void, ReactNode] {
  const { t } = useTranslation('botRuntime');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState<'stop' | 'restart' | null>(null);
  // The last action asked about, kept while the dialog animates out.
  const [shown, setShown] = useState<'stop' | 'restart'>('stop');

  const send = (action: BotAction) => {
    dispatch(botActionRequest({ id: bot.id, action, name: bot.name }));
  };
  const request = (action: BotAction) => {
    if (action !== 'start' && needsConfirmation(action, bot.status)) {
      setAsking(action);
      setShown(action);
    } else {
      send(action);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={t(`confirm.${shown}Title`, { name: bot.name })}
      body={t(`confirm.${shown}Body`, { name: bot.name })}
      confirmLabel={t(`confirm.${shown}`)}
      cancelLabel={t('confirm.cancel')}
      danger
      onConfirm={() => {
        setAsking(null);
        send(shown);
      }}
      onClose={() => {
        setAsking(null);
      }}
    />
  );
  return [request, dialog];
}
