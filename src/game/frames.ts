/**
 * Every frame of the game as one union discriminated by `kind`, and the type of the step table: a
 * step for each kind, typed by its frame (src/game/definition.ts). A new frame kind must be added here,
 * and then the table does not compile until it has its step.
 * @module
 */
import type { GrantFrame } from '../flow/grant';
import type { CommandHostFrame } from '../flow/hostFrame';
import type { RollFrame } from '../flow/roll';
import type { BattleCommandFrame } from '../rules/battle/commands';
import type { BattleFrame } from '../rules/battle/procedure';
import type { WinTheDayFrame } from '../rules/battle/winTheDay';
import type { BritishGarrisonFrame } from '../rules/commands/british/garrison';
import type { BritishMarchFrame } from '../rules/commands/british/march';
import type { BritishMusterFrame } from '../rules/commands/british/muster';
import type { FrenchAgentMobilizationFrame } from '../rules/commands/french/agentMobilization';
import type { FrenchHortalezFrame } from '../rules/commands/french/hortalez';
import type { FrenchCommandLeaderFrame } from '../rules/commands/french/leader';
import type { FrenchMarchFrame } from '../rules/commands/french/march';
import type { FrenchMusterFrame } from '../rules/commands/french/muster';
import type { IndiansGatherFrame } from '../rules/commands/indians/gather';
import type { IndiansMarchFrame } from '../rules/commands/indians/march';
import type { IndiansRaidFrame } from '../rules/commands/indians/raid';
import type { IndiansScoutFrame, IndiansScoutLeaderFrame } from '../rules/commands/indians/scout';
import type { PatriotsMarchFrame } from '../rules/commands/patriots/march';
import type { PatriotsRabbleRousingFrame } from '../rules/commands/patriots/rabbleRousing';
import type { PatriotsRallyFrame } from '../rules/commands/patriots/rally';
import type { PatriotsLeaderFrame } from '../rules/commands/patriots/shared';
import type { LeaderAloneFrame } from '../rules/leaders';
import type { EventLeaderFrame } from '../rules/eventLeader';
import type { LeaderFollowFrame } from '../rules/nonPlayers/leaders';
import type { EligibleOptionsFrame, EventCardFrame } from '../rules/sequence/eventCard';
import type { BrilliantStrokeFrame, BrilliantStrokesFrame, TreatyOfAllianceFrame } from '../rules/sequence/brilliantStrokes';
import type { EventFrame } from '../rules/events/program';
import type { GameFrame } from '../rules/sequence/game';
import type { RevealCardFrame } from '../rules/sequence/reveal';
import type { BritishLowerFniFrame } from '../rules/specialActivities/british/lowerFni';
import type { BritishNavalPressureFrame } from '../rules/specialActivities/british/navalPressure';
import type { FrenchNavalPressureFrame } from '../rules/specialActivities/french/navalPressure';
import type { FrenchPreparerLaGuerreFrame } from '../rules/specialActivities/french/preparerLaGuerre';
import type { IndiansPlunderFrame } from '../rules/specialActivities/indians/plunder';
import type { IndiansTradeFrame } from '../rules/specialActivities/indians/trade';
import type { IndiansWarPathFrame } from '../rules/specialActivities/indians/warPath';
import type { PatriotsPartisansFrame } from '../rules/specialActivities/patriots/partisans';
import type { PatriotsPersuasionFrame } from '../rules/specialActivities/patriots/persuasion';
import type { SkirmishActivityFrame } from '../rules/specialActivities/skirmish';
import type { WinterQuartersRemovalFrame } from '../rules/winterQuarters/cards';
import type { PatriotDesertionFrame, ToryDesertionFrame } from '../rules/winterQuarters/desertion';
import type { FniReductionFrame, LeaderRedeploymentFrame } from '../rules/winterQuarters/redeployment';
import type { WinterQuartersFrame } from '../rules/winterQuarters/round';
import type { SupplyBritishFrame, SupplyFrame, SupplyFrenchFrame, SupplyIndiansFrame, SupplyPatriotsFrame, SupplyVillageFrame } from '../rules/winterQuarters/supply';
import type { CommitteesOfCorrespondenceFrame, RewardLoyaltyFrame } from '../rules/winterQuarters/support';
import type { WestIndiesUpkeepFrame } from '../rules/winterQuarters/westIndies';
import type { Step } from '../flow/step';

/** Any frame of the decision machine, discriminated by `kind`. */
export type AnyFrame =
  | BattleCommandFrame
  | BattleFrame
  | BrilliantStrokeFrame
  | BrilliantStrokesFrame
  | BritishMarchFrame
  | BritishNavalPressureFrame
  | CommitteesOfCorrespondenceFrame
  | EligibleOptionsFrame
  | EventFrame
  | EventCardFrame
  | FniReductionFrame
  | FrenchAgentMobilizationFrame
  | FrenchCommandLeaderFrame
  | FrenchHortalezFrame
  | FrenchMarchFrame
  | FrenchMusterFrame
  | FrenchNavalPressureFrame
  | GameFrame
  | BritishGarrisonFrame
  | GrantFrame
  | CommandHostFrame
  | IndiansGatherFrame
  | IndiansMarchFrame
  | IndiansRaidFrame
  | IndiansScoutFrame
  | IndiansScoutLeaderFrame
  | LeaderAloneFrame
  | EventLeaderFrame
  | LeaderFollowFrame
  | LeaderRedeploymentFrame
  | BritishLowerFniFrame
  | BritishMusterFrame
  | PatriotsPartisansFrame
  | PatriotDesertionFrame
  | PatriotsLeaderFrame
  | PatriotsMarchFrame
  | PatriotsPersuasionFrame
  | IndiansPlunderFrame
  | FrenchPreparerLaGuerreFrame
  | PatriotsRabbleRousingFrame
  | PatriotsRallyFrame
  | RevealCardFrame
  | RewardLoyaltyFrame
  | RollFrame
  | SkirmishActivityFrame
  | SupplyBritishFrame
  | SupplyFrame
  | SupplyFrenchFrame
  | SupplyIndiansFrame
  | SupplyPatriotsFrame
  | SupplyVillageFrame
  | ToryDesertionFrame
  | TreatyOfAllianceFrame
  | IndiansTradeFrame
  | IndiansWarPathFrame
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
