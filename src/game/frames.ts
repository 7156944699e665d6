/**
 * Every frame of the game as one union discriminated by `kind`, and the type of the step table: a
 * step for each kind, typed by its frame (src/game/definition.ts). A new frame kind must be added here,
 * and then the table does not compile until it has its step.
 * @module
 */
import type { GrantFrame } from '../flow/grant';
import type { HostFrame } from '../flow/hostFrame';
import type { RollFrame } from '../flow/roll';
import type { BattleCommandFrame } from '../rules/battle/commands';
import type { BattleFrame } from '../rules/battle/procedure';
import type { WinTheDayFrame } from '../rules/battle/winTheDay';
import type { GarrisonFrame } from '../rules/commands/british/garrison';
import type { MarchFrame as BritishMarchFrame } from '../rules/commands/british/march';
import type { MusterFrame } from '../rules/commands/british/muster';
import type { FrenchAgentMobilizationFrame } from '../rules/commands/french/agentMobilization';
import type { FrenchHortalezFrame } from '../rules/commands/french/hortalez';
import type { FrenchCommandLeaderFrame } from '../rules/commands/french/leader';
import type { FrenchMarchFrame } from '../rules/commands/french/march';
import type { FrenchMusterFrame } from '../rules/commands/french/muster';
import type { IndiansGatherFrame } from '../rules/commands/indians/gather';
import type { IndiansMarchFrame } from '../rules/commands/indians/march';
import type { IndiansRaidFrame } from '../rules/commands/indians/raid';
import type { IndiansScoutFrame, IndiansScoutLeaderFrame } from '../rules/commands/indians/scout';
import type { MarchFrame as PatriotsMarchFrame } from '../rules/commands/patriots/march';
import type { RabbleRousingFrame } from '../rules/commands/patriots/rabbleRousing';
import type { RallyFrame } from '../rules/commands/patriots/rally';
import type { PatriotsLeaderFrame } from '../rules/commands/patriots/shared';
import type { LeaderAloneFrame } from '../rules/leaders';
import type { EligibleOptionsFrame, EventCardFrame } from '../rules/sequence/eventCard';
import type { GameFrame } from '../rules/sequence/game';
import type { LowerFniFrame } from '../rules/specialActivities/british/lowerFni';
import type { BritishNavalPressureFrame } from '../rules/specialActivities/british/navalPressure';
import type { FrenchNavalPressureFrame } from '../rules/specialActivities/french/navalPressure';
import type { PreparerFrame } from '../rules/specialActivities/french/preparerLaGuerre';
import type { PlunderFrame } from '../rules/specialActivities/indians/plunder';
import type { TradeFrame } from '../rules/specialActivities/indians/trade';
import type { WarPathFrame } from '../rules/specialActivities/indians/warPath';
import type { PartisansFrame } from '../rules/specialActivities/patriots/partisans';
import type { PersuasionFrame } from '../rules/specialActivities/patriots/persuasion';
import type { SkirmishFrame } from '../rules/specialActivities/skirmish';
import type { WinterQuartersRemovalFrame } from '../rules/winterQuarters/cards';
import type { PatriotDesertionFrame, ToryDesertionFrame } from '../rules/winterQuarters/desertion';
import type { FniReductionFrame, LeaderRedeploymentFrame } from '../rules/winterQuarters/redeployment';
import type { WinterQuartersFrame } from '../rules/winterQuarters/round';
import type { SupplyBritishFrame, SupplyFrame, SupplyFrenchFrame, SupplyIndiansFrame, SupplyPatriotsFrame, SupplyVillageFrame } from '../rules/winterQuarters/supply';
import type { CommitteesFrame, RewardLoyaltyFrame } from '../rules/winterQuarters/support';
import type { WestIndiesUpkeepFrame } from '../rules/winterQuarters/westIndies';
import type { Step } from '../flow/step';

/** Any frame of the decision machine, discriminated by `kind`. */
export type AnyFrame =
  | BattleCommandFrame
  | BattleFrame
  | BritishMarchFrame
  | BritishNavalPressureFrame
  | CommitteesFrame
  | EligibleOptionsFrame
  | EventCardFrame
  | FniReductionFrame
  | FrenchAgentMobilizationFrame
  | FrenchCommandLeaderFrame
  | FrenchHortalezFrame
  | FrenchMarchFrame
  | FrenchMusterFrame
  | FrenchNavalPressureFrame
  | GameFrame
  | GarrisonFrame
  | GrantFrame
  | HostFrame
  | IndiansGatherFrame
  | IndiansMarchFrame
  | IndiansRaidFrame
  | IndiansScoutFrame
  | IndiansScoutLeaderFrame
  | LeaderAloneFrame
  | LeaderRedeploymentFrame
  | LowerFniFrame
  | MusterFrame
  | PartisansFrame
  | PatriotDesertionFrame
  | PatriotsLeaderFrame
  | PatriotsMarchFrame
  | PersuasionFrame
  | PlunderFrame
  | PreparerFrame
  | RabbleRousingFrame
  | RallyFrame
  | RewardLoyaltyFrame
  | RollFrame
  | SkirmishFrame
  | SupplyBritishFrame
  | SupplyFrame
  | SupplyFrenchFrame
  | SupplyIndiansFrame
  | SupplyPatriotsFrame
  | SupplyVillageFrame
  | ToryDesertionFrame
  | TradeFrame
  | WarPathFrame
  | WestIndiesUpkeepFrame
  | WinTheDayFrame
  | WinterQuartersFrame
  | WinterQuartersRemovalFrame;

/** The kinds of frame. */
export type FrameKind = AnyFrame['kind'];

/** The frame of a kind. */
export type FrameOf<K extends FrameKind> = Extract<AnyFrame, { kind: K }>;

/** The step table: exactly one step per frame kind, typed by its frame. */
export type StepTable = { readonly [K in FrameKind]: Step<FrameOf<K>> };
