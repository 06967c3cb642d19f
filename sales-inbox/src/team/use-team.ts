import { useEffect, useState } from 'react';
import type { NewStaffUser, StaffUser } from '@agency/chat-protocol/inbox';
import { messageOf, type TeamApi } from '../api/inbox-api';
import { addedNotice, changeNotice, withUser } from './team';

/** The staff accounts for the team screen: loaded once, then kept in step with each change made here. */
export function useTeam(api: TeamApi) {
  const [users, setUsers] = useState<StaffUser[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    api.listUsers().then(setUsers, (error: unknown) => setProblem(messageOf(error, 'The team could not be loaded.')));
  }, [api]);

  /** Rejects with chat-server's refusal, for the form to show. */
  const add = async (user: NewStaffUser) => {
    const added = await api.addUser(user);
    setUsers((list) => withUser(list ?? [], added));
    setProblem(null);
    setNotice(addedNotice(added));
  };

  const setDisabled = (user: StaffUser, disabled: boolean) =>
    api.setDisabled(user.staffId, disabled).then(
      (changed) => {
        setUsers((list) => withUser(list ?? [], changed));
        setProblem(null);
        setNotice(changeNotice(changed));
      },
      (error: unknown) => setProblem(messageOf(error, `${user.displayName} could not be changed. Try again.`)),
    );

  return { users, problem, notice, add, setDisabled };
}
