import { ACCOUNT_MESSAGES as M, type NotificationPreferences } from '@abhyas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../components/CheckboxField';
import { QueryState } from '../../../components/QueryState';
import { SelectField } from '../../../components/SelectField';
import { SubmitButton } from '../../../components/SubmitButton';
import { familyFailureMessage } from '../../family/add-child.validation';
import { notificationPreferencesQueryOptions, settingsApi } from '../api/settings-api';
import { SettingsMessage } from './SettingsMessage';

const SWITCHES: { key: Exclude<keyof NotificationPreferences, 'channel'>; label: string }[] = [
  { key: 'testReminders', label: 'Reminders before a scheduled test' },
  { key: 'resultAlerts', label: 'An alert when a test is completed' },
  { key: 'explanationRequests', label: 'New explanation requests from my children' },
  { key: 'weeklyReport', label: 'A weekly progress report' },
];

const CHANNELS: { value: NotificationPreferences['channel']; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'both', label: 'Email and WhatsApp' },
];

function NotificationEditor({
  parentId,
  saved,
}: {
  parentId: string;
  saved: NotificationPreferences;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const [message, setMessage] = useState<string | null>(null);
  const options = notificationPreferencesQueryOptions(parentId);
  const mutation = useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      settingsApi.saveNotifications(parentId, preferences),
    onSuccess: (stored) => queryClient.setQueryData(options.queryKey, stored),
  });
  const dirty = (Object.keys(saved) as (keyof NotificationPreferences)[]).some(
    (key) => saved[key] !== draft[key],
  );

  const edit = (change: Partial<NotificationPreferences>) => {
    setMessage(null);
    setDraft({ ...draft, ...change });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    mutation.mutate(draft, {
      onSuccess: () => setMessage(M.notificationsSaved),
      onError: (error) => setMessage(familyFailureMessage(error, M.preferencesFailed)),
    });
  };

  return (
    <form className="form" onSubmit={onSubmit} aria-label="Notification preferences">
      <fieldset className="field">
        <legend className="field-label">Tell me about</legend>
        {SWITCHES.map((item) => (
          <CheckboxField
            key={item.key}
            label={item.label}
            checked={draft[item.key]}
            onChange={(event) => edit({ [item.key]: event.target.checked })}
          />
        ))}
      </fieldset>
      <SelectField
        id="np-channel"
        label="Send them by"
        options={CHANNELS}
        value={draft.channel}
        onChange={(event) =>
          edit({ channel: event.target.value as NotificationPreferences['channel'] })
        }
      />
      <SettingsMessage message={message} />
      <div>
        <SubmitButton busy={mutation.isPending} busyLabel="Saving..." disabled={!dirty}>
          Save notification preferences
        </SubmitButton>
      </div>
    </form>
  );
}

export function NotificationPreferencesForm({ parentId }: { parentId: string }) {
  const query = useQuery(notificationPreferencesQueryOptions(parentId));
  return (
    <QueryState
      query={query}
      loading="Loading notification preferences..."
      errorText="Could not load your notification preferences."
    >
      {(saved) => <NotificationEditor parentId={parentId} saved={saved} />}
    </QueryState>
  );
}
