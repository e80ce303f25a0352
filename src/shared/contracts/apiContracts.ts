import type { CallDescriptor } from './routeContract';
import { leadRoutes } from './leadContracts';
import { saleRoutes } from './saleContracts';
import { fleetLeadRoutes } from './fleetLeadContracts';
import { companyRoutes, prospectRoutes } from './fleetCompanyContracts';
import { fleetStageRoutes } from './fleetStageContracts';
import { floorVisitRoutes } from './floorVisitContracts';
import { duplicateRoutes } from './duplicateContracts';
import { productRoutes } from './productContracts';
import { notificationRoutes, savedViewRoutes } from './accountContracts';
import { inventoryRoutes } from './inventoryContracts';
import { vacancyRoutes } from './vacancyContracts';
import { agencyRoutes } from './agencyContracts';
import { agendaRoutes, appointmentRoutes, leadAppointmentRoutes } from './appointmentContracts';
import { arcoRoutes, privacyRoutes } from './privacyContracts';
import { whatsappChannelRoutes, whatsappRoutes } from './whatsappContracts';
import { userRoutes } from './userContracts';
import { displayRoutes } from './displayContracts';
import { slaRoutes } from './slaContracts';
import { adfKeyRoutes } from './adfKeyContracts';
import { reportRoutes } from './reportContracts';
import { accessoryLeadRoutes, ecommerceRoutes } from './ecommerceContracts';
import { importProgressRoutes, importRoutes } from './importContracts';

/**
 * Every declared call, grouped by feature: the server refuses to start while one of them is served by
 * no route (server/lib/contractCheck.ts). A feature's group is added here when its routes move to
 * contracts (README: 'How a new call is added').
 */
export const API_CONTRACT_GROUPS = { leadRoutes, saleRoutes, appointmentRoutes, leadAppointmentRoutes, agendaRoutes, fleetLeadRoutes, companyRoutes, prospectRoutes, fleetStageRoutes, floorVisitRoutes, duplicateRoutes, productRoutes, notificationRoutes, savedViewRoutes, inventoryRoutes, vacancyRoutes, agencyRoutes, privacyRoutes, arcoRoutes, whatsappRoutes, whatsappChannelRoutes, userRoutes, displayRoutes, slaRoutes, adfKeyRoutes, reportRoutes, ecommerceRoutes, accessoryLeadRoutes, importLeadRoutes: importRoutes.leads, importCompanyRoutes: importRoutes.companies, importFleetLeadRoutes: importRoutes.fleetLeads, importProspectRoutes: importRoutes.prospects, importProgressRoutes } as const;

export const API_CONTRACTS: readonly CallDescriptor[] = Object.values(API_CONTRACT_GROUPS).flatMap((group) => Object.values(group));
