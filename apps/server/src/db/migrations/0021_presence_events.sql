-- Presence moves over the sockets (issue 43): when a hunter's "In dungeon" flips, or they come
-- back online (active again after more than the 5 minutes that make them offline), each friend
-- and each party member hears it at commit. A trigger, because in_dungeon is written by every
-- run's path (enter, next monster, claim, flee, defeat, expiry, movement) and last_active_at by
-- the session touch: no path can forget it. The events are the ones the app already sends
-- (friendsChanged, partyChanged: read the list again), on the bus every instance listens on.
CREATE OR REPLACE FUNCTION repgate_presence_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.in_dungeon IS DISTINCT FROM OLD.in_dungeon
     OR OLD.last_active_at < NEW.last_active_at - interval '5 minutes' THEN
    PERFORM pg_notify('repgate_events', json_build_object('type', 'friendsChanged', 'userId', f.friend)::text)
    FROM (
      SELECT CASE WHEN user_low = NEW.id THEN user_high ELSE user_low END AS friend
      FROM friendships
      WHERE status = 'accepted' AND (user_low = NEW.id OR user_high = NEW.id)
    ) f;
    IF NEW.party_id IS NOT NULL THEN
      PERFORM pg_notify('repgate_events', json_build_object('type', 'partyChanged', 'userId', u.id)::text)
      FROM users u WHERE u.party_id = NEW.party_id AND u.id <> NEW.id;
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_presence_changed
AFTER UPDATE OF in_dungeon, last_active_at ON users
FOR EACH ROW EXECUTE FUNCTION repgate_presence_changed();
