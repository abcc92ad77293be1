-- Custom SQL migration file, put your code below! --
-- The referee's autosave reads everything it checks in ONE query (the referee, its talent and company, and the
-- question in the talent's shared question set), then upserts: one read instead of two, the same rules and answers
-- as 0014 (see apps/server/src/modules/referees/answer-save.ts). referee_question_of stays for other readers.
create or replace function referee_save_answer(
  p_referee uuid, p_talent uuid, p_company uuid, p_key text, p_text text, p_level smallint,
  p_score_positive smallint, p_score_negative smallint, p_rev bigint, p_now timestamptz,
  out status text, out rev bigint
) language plpgsql as $$
declare
  v_completed boolean;
  v_closed boolean;
  v_kind text;
  v_polarity text;
begin
  select r.completed_at is not null, t.deadline < p_now, i.kind, i.polarity
    into v_completed, v_closed, v_kind, v_polarity
  from referees r
  join talents t on t.id = r.talent_id and t.company_id = p_company and t.deleted_at is null
  join companies c on c.id = r.company_id and c.deleted_at is null
  left join question_set_items i on i.question_set_id = t.question_set_id and i.key = p_key
  where r.id = p_referee and r.talent_id = p_talent and r.company_id = p_company;
  if not found then status := 'notFound'; return; end if;
  if v_completed then status := 'completed'; return; end if;
  if v_closed then status := 'closed'; return; end if;
  if v_kind is null then status := 'noQuestion'; return; end if;
  if v_kind = 'description' and p_text is null then status := 'descriptionRequired'; return; end if;
  if v_kind = 'selection' and p_level is null then status := 'selectionRequired'; return; end if;
  insert into answers as a (referee_id, talent_id, question_key, text, level, score, rev, updated_at)
  values (p_referee, p_talent, p_key,
    case when v_kind = 'description' then p_text end,
    case when v_kind = 'selection' then p_level end,
    case when v_kind = 'selection' then (case when v_polarity = 'negative' then p_score_negative else p_score_positive end) end,
    p_rev, p_now)
  on conflict (referee_id, question_key) do update
    set text = excluded.text, level = excluded.level, score = excluded.score, rev = excluded.rev,
      updated_at = excluded.updated_at
    where a.rev < excluded.rev
  returning a.rev into rev;
  if found then status := 'applied'; return; end if;
  status := 'superseded';
  select a.rev into rev from answers a where a.referee_id = p_referee and a.question_key = p_key;
end
$$;
