import type { XmlNode } from '../../protocols/insurer/xml-codec.js';
import { ageOn, omanDay, parseLocal, wireTimestamp } from './clock.js';
import type { CustomerRow, QuoteRow, VehicleRow } from './db-schema.js';
import { omr, ratePremium, ratedOnValue, RatingRefusal, type InsurerPlans, type Premium, type UsageType } from './rating.js';
import { customerByCivilId, Refusal, vehicleById, type Db } from './records.js';

/** Rates one plan for a vehicle; a refusal of the rating engine becomes the insurer's errMsg. */
export function premiumFor(
  table: InsurerPlans,
  vehicle: VehicleRow,
  terms: { product: string; planId: string; vehicleValueBaiza: number; coverFrom: string },
): Premium {
  try {
    return ratePremium(table, {
      product: terms.product,
      planId: terms.planId,
      bodyType: vehicle.bodyType,
      usageType: vehicle.usageType as UsageType,
      modelYear: vehicle.modelYear,
      vehicleValueBaiza: terms.vehicleValueBaiza,
      ratingYear: parseLocal(terms.coverFrom).getUTCFullYear(),
    });
  } catch (err) {
    if (err instanceof RatingRefusal) throw new Refusal(err.message);
    throw err;
  }
}

/** v1 (and getTransDtls) shows the chosen plan once there is one; v2 always offers every plan. */
export async function quoteXml(db: Db, table: InsurerPlans, quote: QuoteRow, allPlans: boolean, known?: VehicleRow, holder?: CustomerRow): Promise<XmlNode> {
  // The caller's vehicle and customer rows when it has them: a query fewer each.
  const vehicle = known?.id === quote.vehicleId ? known : await vehicleById(db, quote.vehicleId);
  const customer = holder?.civilId === quote.civilId ? holder : await customerByCivilId(db, quote.civilId);
  const product = table.products.get(quote.product);
  const offered = table.plans.filter((plan) => plan.product === quote.product && (allPlans || !quote.planId || plan.planId === quote.planId));
  const packages = offered.map((plan) => {
    const premium = premiumFor(table, vehicle, { ...quote, planId: plan.planId });
    return { planId: plan.planId, plan: plan.name, premiumAmt: omr(premium.totalBaiza), coverage: premium.coverItems.join(',') };
  });
  return {
    carName: vehicle.make,
    modelName: vehicle.model,
    plateNumber: vehicle.plateNo,
    plateCode: vehicle.plateCode,
    modelYear: String(vehicle.modelYear),
    chassisNo: vehicle.chassisNo,
    bodyType: vehicle.bodyType,
    usageType: vehicle.usageType,
    vehicleValue: ratedOnValue(table, quote.product) ? omr(quote.vehicleValueBaiza) : '',
    insuredName: customer.name,
    civilId: customer.civilId,
    age: String(ageOn(customer.birthDate, omanDay())),
    quoteNo: quote.quoteNo,
    policyNo: quote.policyNo,
    previousPolicyNo: quote.previousPolicyNo,
    coverFromDate: wireTimestamp(quote.coverFrom),
    coverToDate: wireTimestamp(quote.coverTo),
    quoteStatus: quote.status,
    product: `${quote.product}-${product?.name ?? ''}`,
    prodId: quote.product,
    productType: product?.type ?? '',
    mobileNo: quote.mobileNo,
    eMailId: quote.email,
    whatsappNo: '',
    isTransConfirmPlan: quote.planConfirmed ? 'Y' : 'N',
    transId: '',
    promoCode: '',
    packages: { package: packages },
  };
}
