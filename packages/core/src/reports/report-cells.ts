// The cell helpers every marketplace reader shares (a required text, a date, an amount, a quantity, a
// tax rate, each recording a problem naming its row and column), and the row-level rule that a report
// row is stored whole or not at all.
import type { PaymentReportRow } from './marketplace-report.ts';
import type { ReportResult, RowCells } from './read-report.ts';
import { amountProblem, parseAmount } from './report-amounts.ts';
import { parseReportDate } from './report-dates.ts';
import { isBelowOnePaisa } from '../validation/limits.ts';

/**
 * A marketplace upload stores a report row whole or not at all (docs/ledger.md): a row with any
 * problem, even in a column a line could be stored without (a return date that is no date, a tax amount
 * that is no amount), is listed with its reasons and none of it is stored. The message screens keep such
 * rows, with the problem beside them: a message needs no stored line.
 */
export function rowsWholeOrRefused<T, R extends Pick<ReportResult<T>, 'rows' | 'problems'>>(result: R): R {
  if (result.problems.length === 0) return result;
  const refused = new Set(result.problems.map((p) => p.line));
  return { ...result, rows: result.rows.filter((row) => !refused.has(row.line)) };
}

/**
 * Cell helpers every marketplace reader uses; each records a problem naming the row and column. A read
 * gives every row the same RowCells (on the row of the moment), so its helpers are made once per read.
 */
export function cellReader<K extends string>(cells: RowCells<K>): CellReader<K> {
  let reader = cellReaders.get(cells) as CellReader<K> | undefined;
  if (!reader) {
    reader = cellHelpers(cells);
    cellReaders.set(cells, reader as CellReader<string>);
  }
  return reader;
}

type CellReader<K extends string> = ReturnType<typeof cellHelpers<K>>;
const cellReaders = new WeakMap<RowCells<string>, CellReader<string>>();

function cellHelpers<K extends string>(cells: RowCells<K>) {
  return {
    required(key: K, what: string): string | null {
      const value = cells.text(key);
      if (value === null) cells.problem(key, `The ${what} is empty.`);
      return value;
    },
    date(key: K, options: { required?: boolean; monthFirst?: boolean } = {}): string | null {
      const value = cells.text(key);
      if (value === null) {
        if (options.required) cells.problem(key, 'The date is empty.');
        return null;
      }
      const date = parseReportDate(value, options.monthFirst);
      if (date === null) cells.problem(key, `"${value}" is not a date.`);
      return date;
    },
    /**
     * An amount; `nonNegative` refuses a minus, `positive` a minus and 0; a `required` one (a line's own)
     * also less than a paisa but not 0. Null (with a problem) when it is not a number.
     */
    amount(
      key: K,
      options: { required?: boolean; nonNegative?: boolean; positive?: boolean } = {},
    ): number | null {
      const value = cells.text(key);
      if (value === null) {
        if (options.required) cells.problem(key, 'The amount is empty.');
        return null;
      }
      const amount = parseAmount(value);
      if (amount === null) {
        cells.problem(key, amountProblem(value));
        return null;
      }
      if ((options.nonNegative || options.positive) && amount < 0) {
        cells.problem(key, `The amount ${value} is negative.`);
        return null;
      }
      if (options.positive && amount === 0) {
        cells.problem(key, 'The amount is 0: a sale line has an amount above 0.');
        return null;
      }
      // A line's own amount (a sale's, a payment's received) is stored as whole paise: less than a paisa
      // would be stored as 0, past the checks above (decision 206). The parts of a figure (fees, taxes
      // withheld, credits) keep their decimals until they are summed, as settlement sheets write them.
      if (options.required && isBelowOnePaisa(amount)) {
        cells.problem(
          key,
          `The amount ${value} is less than one paisa (₹0.01): it would be stored as ₹0.00.`,
        );
        return null;
      }
      return amount;
    },
    /** A whole number of pieces, at least 1; a blank cell reads as 1 where `defaultOne`. */
    quantity(key: K, defaultOne = false): number | null {
      const value = cells.text(key);
      if (value === null) {
        if (defaultOne) return 1;
        cells.problem(key, 'The quantity is empty.');
        return null;
      }
      const n = Number(value.replace(/\.0+$/, ''));
      if (!/^\d+(\.0+)?$/.test(value) || !Number.isSafeInteger(n)) {
        cells.problem(key, `"${value}" is not a whole number of pieces.`);
        return null;
      }
      if (n < 1) {
        cells.problem(key, 'The quantity is 0: an order line sells at least 1 piece.');
        return null;
      }
      return n;
    },
    /** A rate in per cent (`5`, `5%`); null when blank, or (with a problem) when it is not a number. */
    rate(key: K): number | null {
      const value = cells.text(key);
      if (value === null) return null;
      const rate = parseAmount(value.replace(/%$/, ''));
      if (rate === null) cells.problem(key, `"${value}" is not a tax rate.`);
      return rate;
    },
    text: (key: K) => cells.text(key),
  };
}

/** The fee-less payment row defaults, for readers that give only what reached the bank. */
export function plainPayment(
  orderId: string,
  sku: string | null,
  paymentDate: string | null,
  amountReceived: number,
): PaymentReportRow {
  return {
    orderId,
    sku,
    paymentDate,
    amountReceived,
    saleAmount: null,
    fees: null,
    tcs: null,
    tds: null,
    rowType: null,
  };
}

/** An absolute value of a withheld amount (reports write deductions negative). */
export const withheld = (amount: number | null): number | null => (amount === null ? null : Math.abs(amount));
