ALTER TABLE "parties" DROP CONSTRAINT "parties_leader_id_users_id_fk";
