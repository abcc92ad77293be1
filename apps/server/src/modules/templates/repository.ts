/** Template question sets of a company: every query scoped by the company id from the session. */
import { type Template, templateQuestionItems, templateQuestionSets } from '@refcheck/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { templateQuestions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import {
  dropUnusedQuestionSets,
  questionSetItemList,
  type SetItem,
  storeQuestionSet,
} from '../../platform/questions/index.ts';

/** The questions a candidate made from this template gets, or undefined when the company has no such template. */
export async function templateItems(db: Db | Tx, companyId: string, templateId: string) {
  const [row] = await db
    .select({ questionSetId: templateQuestions.questionSetId })
    .from(templateQuestions)
    .where(and(eq(templateQuestions.id, templateId), ofCompany(templateQuestions, companyId)));
  return row && questionSetItemList(db, row.questionSetId);
}

export class TemplateRepository {
  constructor(private readonly db: Db) {}

  /** Newest first, with the number of questions of each kind. */
  async list(companyId: string) {
    // Qualified by hand: drizzle leaves column names unqualified inside a raw subquery.
    const count = (kind: 'description' | 'selection') =>
      sql<number>`(select count(*)::int from question_set_items i where i.question_set_id = "template_questions"."question_set_id" and i.kind = ${kind})`;
    return this.db
      .select({
        id: templateQuestions.id,
        name: templateQuestions.name,
        templateType: templateQuestions.templateType,
        createdAt: templateQuestions.createdAt,
        updatedAt: templateQuestions.updatedAt,
        descriptionCount: count('description'),
        selectionCount: count('selection'),
      })
      .from(templateQuestions)
      .where(ofCompany(templateQuestions, companyId))
      .orderBy(desc(templateQuestions.createdAt), desc(templateQuestions.id));
  }

  async get(companyId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(templateQuestions)
      .where(and(eq(templateQuestions.id, id), ofCompany(templateQuestions, companyId)));
    if (!row) throw notFound();
    const items = await questionSetItemList(this.db, row.questionSetId);
    return {
      id: row.id,
      name: row.name,
      templateType: row.templateType,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      questions: templateQuestionSets(items),
    };
  }

  async create(companyId: string, input: Template) {
    const id = await this.db.transaction(async (tx) => {
      const questionSetId = await storeQuestionSet(tx, companyId, itemsOf(input));
      const [row] = await tx
        .insert(templateQuestions)
        .values({ companyId, name: input.name, templateType: input.templateType, questionSetId })
        .returning({ id: templateQuestions.id });
      return row!.id;
    });
    return this.get(companyId, id);
  }

  /** Points the template at the set of its new questions; candidates made from it keep theirs. */
  async update(companyId: string, id: string, input: Template) {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ questionSetId: templateQuestions.questionSetId })
        .from(templateQuestions)
        .where(and(eq(templateQuestions.id, id), ofCompany(templateQuestions, companyId)))
        .for('update');
      if (!current) throw notFound();
      const questionSetId = await storeQuestionSet(tx, companyId, itemsOf(input));
      await tx
        .update(templateQuestions)
        .set({ name: input.name, templateType: input.templateType, questionSetId, updatedAt: new Date() })
        .where(and(eq(templateQuestions.id, id), ofCompany(templateQuestions, companyId)));
      if (current.questionSetId !== questionSetId) await dropUnusedQuestionSets(tx, [current.questionSetId]);
    });
    return this.get(companyId, id);
  }

  async delete(companyId: string, id: string) {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(templateQuestions)
        .where(and(eq(templateQuestions.id, id), ofCompany(templateQuestions, companyId)))
        .returning({ questionSetId: templateQuestions.questionSetId });
      if (!row) throw notFound();
      await dropUnusedQuestionSets(tx, [row.questionSetId]);
    });
  }
}

const itemsOf = (input: Template): SetItem[] => templateQuestionItems(input.questions);
