import { DUTY_TYPES } from '@crewroster/shared/schemas';
import { airport } from './engine/airports.ts';

/** Airline designator (2 characters, at least one letter) + 1-4 digit number + optional suffix. */
export const FLIGHT_NUMBER = /^(?=[A-Z0-9]{2})(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}[A-Z]?$/;

const BY_CODE: [RegExp, number][] = [
  // DR: "descanso remunerado", the paid weekly rest day of the Brazilian crew law (as DO, day off).
  // F: the Scandinavian 'fri' (free) day (SAS). Not F with a number: SAS's free periods ('F7', 'F14') are also a
  // Korean Air crew's seats ('F1', 'F2').
  [/^(DO|OFF|D\/O|RDO|DOF|DR|X|FD|ADO|ATDO|OFFDUTY|FREE|F)$/, DUTY_TYPES.dayOff],
  [/^(DH|DHD|PAX|POS|DHF|PXP)$/, DUTY_TYPES.positioning],
  // TRAVEL as a duty's own code, not a word of its notes ("Travel documents"): a move without a flight number (a leg
  // with one is read as a flight first), by road or rail ("Travel 12:00 16:00 AYT - KZR CCM GT").
  [/^(TAXI|BUS|TRP|LIMO|CAR|TRAIN|GT|TRAVEL)$/, DUTY_TYPES.transport],
  // FIRMA: the Spanish sign-on ('Firma 06:00 Pairing 3372').
  [/^(CI|C\/I|RPT|REP|REPORT|SO|BRIEFING|FIRMA)$/, DUTY_TYPES.report],
  [/^(LAY|LO|LOV|LYO|LAYOVER)$/, DUTY_TYPES.layover],
  // LOFT (line-oriented flight training) and UPRT (upset prevention and recovery training) are simulator sessions.
  [/^(SIM|FFS|LPC|OPC|LOFT|UPRT)$/, DUTY_TYPES.simulator],
  // Home and airport standby (HS, HSB, ASB), also by shift, number or start time: HS-AM, HS-PM, SB3, SBY0300;
  // RESERVE as a code; IM (the Spanish 'imaginaria').
  [
    /^(?:(SBY|SB|STBY|HSBY|ASBY|HSB|ASB|HS|RES|RSV)(-?(AM|PM|\d{1,2}|(?:[01]\d|2[0-3])[0-5]\d))?|R\d{0,2}|RESERVE|IM\.?|IMAG|IMAGINARIA)$/,
    DUTY_TYPES.standby,
  ],
  // A ground duty at the company: office work, a meeting, the aeromedical exam (MEDICAL; CMA, Brazil's "Certificado
  // Médico Aeronáutico"); GAB, Portuguese 'gabinete', an office session, numbered by the day's sessions (GAB1, GAB2).
  [/^(OFC|OFFICE|ADM|ADMIN|MTG|MEDICAL|CMA|GAB\d?|GABINETE)$/, DUTY_TYPES.office],
  [/^(INFO|INF|NOTE)$/, DUTY_TYPES.info],
  // Recurrent ground training by its subject's usual code (LEARN, ELEARN: an e-learning session): dangerous goods (DGR, the IATA regulations' name) and
  // security (SEC, AVSEC), beside safety and emergency procedures (SEP) and CRM.
  [/^(CRS|TRN|GRD|GND|CBT|SEP|CRM|DGR|SEC|AVSEC|TRAINING|LEARN|ELEARN|ELEARNING)$/, DUTY_TYPES.course],
  // Leave: annual, sick, unpaid, personal; a bank holiday (B/HOL).
  // VA: vacation (SAS).
  [/^(LV|LVE|AL|AV|VA|SICK|SCK|VAC|ULV|PL|PERS|B\/HOL|BHOL)$/, DUTY_TYPES.personal],
  [/^(NDY|NOD|ND|PLN)$/, DUTY_TYPES.noDuty],
  [/^(CO|C\/O|DEB|DEBRIEF|SOFF)$/, DUTY_TYPES.debrief],
  [/^(PU|PICKUP)$/, DUTY_TYPES.pickup],
  [/^(HTL|HOT|HOTEL|H\d{1,2})$/, DUTY_TYPES.hotel],
  [/^(FLT|FLIGHT|FLY)$/, DUTY_TYPES.flight],
];

/**
 * Matched against the text without accents. Words of Portuguese, Spanish, French, German, Italian and Dutch rosters
 * too: folga/franco, dia libre, repos, frei(er Tag), giorno libero, vrije dag (day off); reserva, sobreaviso,
 * imaginaria, astreinte, Bereitschaft (standby); apresentacao (report, the Brazilian crew law's word), presentacion
 * and firma (the Spanish sign-on); curso, formacion, formation, Schulung, corso, opleiding, treinamento,
 * entrenamiento (training) and a technical assessment (avaliacao/evaluacion tecnica, a check); vacaciones,
 * ferias, conges, Urlaub, ferie, vakantie (leave); Dutch reisverlof (the days off after a trip), extra vrij and niet
 * indeelbaar (not to be rostered) as days off, ziek (sick) and other verlof (bijzonder verlof, ziekteverlof) as
 * personal.
 */
const BY_TEXT: [RegExp, number][] = [
  [
    /\bday ?off\b|\brest day\b|\bfree day\b|\bfolga\b|\bfranco\b|\bdia libre\b|\bjour de repos\b|\bfreier tag\b|\bgiorno libero\b|\bvrije dag\b|\breisverlof\b|\bextra vr(?:ij|y)\b|\bniet indeelbaar\b/i,
    DUTY_TYPES.dayOff,
  ],
  [/\b(deadhead|positioning|dead head)\b/i, DUTY_TYPES.positioning],
  [/\bsimulator\b|\bsim\b|\bsimulador\b|\bsimulateur\b|\bsimulatore\b/i, DUTY_TYPES.simulator],
  [/\b(stand ?by|reserve|reserva|sobreaviso|imaginaria|astreinte|bereitschaft)\b/i, DUTY_TYPES.standby],
  [/\b(check[- ]?in|report|sign[- ]?on|apresentacao|presentacion|firma)\b/i, DUTY_TYPES.report],
  [/\b(check[- ]?out|debrief|sign[- ]?off|end of duty)\b/i, DUTY_TYPES.debrief],
  // 'Release' alone (a crew system's name for the sign-off); in other words it is something else ("Line release check").
  [/^\s*(crew\s+)?release\s*$/i, DUTY_TYPES.debrief],
  // A night stop, named alone: a night away from base, as British and Scandinavian rosters name it ("NightStop"); not
  // in other words ("No night stop allowance").
  [/\blayover\b|^\s*night ?stop\s*$/i, DUTY_TYPES.layover],
  [/\bhotel\b/i, DUTY_TYPES.hotel],
  [
    /\b(course|training|ground school|e-?learning|curso|formacion|formation|schulung|corso|opleiding|treinamento|entrenamiento|avaliacao tecnica|evaluacion tecnica)\b/i,
    DUTY_TYPES.course,
  ],
  [/\b(office|meeting)\b/i, DUTY_TYPES.office],
  [
    /\b(leave|vacation|holiday|sick|vacaciones|ferias|conges|urlaub|ferie|vakantie|ziek|[a-z]*verlof)\b/i,
    DUTY_TYPES.personal,
  ],
  [/\b(transport|taxi|bus|company car|car|limo|train)\b/i, DUTY_TYPES.transport],
  [/\bpick ?up\b/i, DUTY_TYPES.pickup],
  [/\bflight\b/i, DUTY_TYPES.flight],
];

/** Upper-cases and normalises a duty code: "FLT DX102" → "DX102", "kl 123" → "KL123". */
export function normaliseCode(raw: string): string {
  let code = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  code = code.replace(/^FLT\s+/, '');
  if (FLIGHT_NUMBER.test(code)) code = code.replace(' ', '');
  return code;
}

/** Duty type from a duty code first, then from the description. Unknown codes are 0. */
export function classifyDuty(rawCode: string, text = ''): number {
  const code = normaliseCode(rawCode);
  if (code === 'UNK' || code === '') return classifyText(text);
  // A duty code that also reads as a flight number ("F14", "R12", "SB1") is the code.
  const byCode = classifyCode(code);
  if (byCode !== DUTY_TYPES.unknown) return byCode;
  if (FLIGHT_NUMBER.test(code)) return DUTY_TYPES.flight;
  return classifyText(`${rawCode} ${text}`);
}

/** An aircraft type in a training code: 787, 320, A320, B738, E190 (E90, its IATA code). */
const FLEET = String.raw`(?:[AB]?\d{3}|[AB]\d{2}[A-Z]|E\d{2,3})`;
/** An aircraft type, a place and a session's number ("E90-FRA-1"). */
const FLEET_AT_PLACE = new RegExp(`^${FLEET}[-_]([A-Z]{3})(?:[-_]\\d{1,2})?$`);
/** An aircraft type's variant names, some of them also airports' codes (MAX: Matam). */
const VARIANT_NAMES = new Set(['NEO', 'CEO', 'MAX', 'XLR']);
/** Opening it (787UPRT, A320SIM). */
const FLEET_PREFIX = new RegExp(`^${FLEET}(?=[A-Z]{3})`);
/** Closing it (SEP330). */
const FLEET_SUFFIX = new RegExp(`(?<=^[A-Z]{3,})${FLEET}$`);

/** Duty type of a duty code alone (no flight numbers, no words): 0 when it is no known code. */
export function classifyCode(code: string): number {
  for (const [pattern, type] of BY_CODE) if (pattern.test(code)) return type;
  // An aircraft type's session at an airport, numbered ("E90-FRA-1": the E190 simulator at Frankfurt, first
  // session); not a code after the type ("A320-SEP": that code's) nor a variant's name ("A320-NEO", "737-MAX").
  const place = FLEET_AT_PLACE.exec(code)?.[1];
  if (place && airport(place) && classifyCode(place) === DUTY_TYPES.unknown && !VARIANT_NAMES.has(place))
    return DUTY_TYPES.simulator;
  // A simulator or training code for one aircraft type, before or after it ("787UPRT", "A320SIM", "320CRS",
  // "SEP330"): the code's type.
  const fleet = FLEET_PREFIX.exec(code);
  const suffix = fleet ? null : FLEET_SUFFIX.exec(code);
  const rest = fleet ? code.slice(fleet[0].length) : suffix ? code.slice(0, suffix.index) : null;
  if (rest) {
    const type = classifyCode(rest);
    if (type === DUTY_TYPES.simulator || type === DUTY_TYPES.course) return type;
  }
  return joinedCodeType(code);
}

/**
 * A code of two parts joined by '_' or '-' whose last part, three characters or more, is a known code and whose first
 * is not: a modifier before the code ("W_OFF", the weekly day off; "FPE-LEARN", an e-learning session), unless it
 * cancels it ("CNX-SBY"). A known code before an unknown part is not read so: the last part names the thing ("LPC_INS", the instructor's note of a check).
 */
function joinedCodeType(code: string): number {
  const [first, last, ...more] = code.split(/[_-]/);
  if (!first || !last || more.length > 0) return DUTY_TYPES.unknown;
  // A rest day, its category and kind both 'REST' (Emirates' duty report): REST alone may be a layover's rest.
  if (first === 'REST' && last === 'REST') return DUTY_TYPES.dayOff;
  // A day off, standby or leave by its category, then its kind ("OFF-XXR", "SBY-S22", "LVE-LV"): the category's
  // type, whatever the kind, unless the kind cancels it ("SBY-CNX"); a session's role after a check's code
  // ("LPC_INS") names no check of one's own. A category is two letters or more ("X-RAY" is no day off).
  const category = first.length >= 2 ? classifyCode(first) : DUTY_TYPES.unknown;
  const kind = classifyCode(last);
  if (CATEGORY_TYPES.has(category) && (kind === DUTY_TYPES.unknown || kind === category))
    return NEGATING.test(last) ? DUTY_TYPES.unknown : category;
  if (last.length < 3 || category !== DUTY_TYPES.unknown) return DUTY_TYPES.unknown;
  // A cancelled or denied code ("CNX-SBY", "CNL_OFF", "NON-FLY") is not that code.
  if (NEGATING.test(first)) return DUTY_TYPES.unknown;
  return classifyCode(last);
}

/** Types a code's first part names as a category whatever kind follows it. */
const CATEGORY_TYPES = new Set<number>([DUTY_TYPES.dayOff, DUTY_TYPES.standby, DUTY_TYPES.personal]);

/** A word or code part that cancels or denies the rest: cancelled, denied, no, non, break. */
export const NEGATING = /^(CNX|CNL|CXL|CANX|CANC|CNCL|CANCEL|CANCELLED|CANCELED|DENIED|NO|NON|NOT|BRK)$/;

/** "Apresentação" → "Apresentacao" (composed or decomposed accents alike). */
export const withoutAccents = (text: string) =>
  /[^ -~]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;

export function classifyText(text: string): number {
  const plain = withoutAccents(text);
  for (const [pattern, type] of BY_TEXT) if (pattern.test(plain)) return type;
  return DUTY_TYPES.unknown;
}
