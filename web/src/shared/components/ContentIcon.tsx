import type { ComponentType } from 'react';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Autorenew from '@mui/icons-material/Autorenew';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Search from '@mui/icons-material/Search';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Speed from '@mui/icons-material/Speed';
import StarOutlined from '@mui/icons-material/StarOutlined';
import TrackChanges from '@mui/icons-material/TrackChanges';
import Translate from '@mui/icons-material/Translate';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type { SvgIconProps } from '@mui/material';

// The plain icon names of common/'s FeatureCard.icon, drawn with MUI's outlined icons.
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  activity: MonitorHeartOutlined,
  book: MenuBookOutlined,
  calendar: CalendarMonthOutlined,
  camera: PhotoCameraOutlined,
  chart: InsertChartOutlined,
  check: CheckCircleOutlined,
  clock: ScheduleOutlined,
  edit: EditOutlined,
  eye: VisibilityOutlined,
  gift: CardGiftcardOutlined,
  home: HomeOutlined,
  key: VpnKeyOutlined,
  mail: MailOutlined,
  map: MapOutlined,
  'map-pin': PlaceOutlined,
  message: ChatBubbleOutlineOutlined,
  mobile: PhoneIphone,
  palette: PaletteOutlined,
  print: PrintOutlined,
  refresh: Autorenew,
  search: Search,
  shield: ShieldOutlined,
  sparkles: AutoAwesomeOutlined,
  speed: Speed,
  star: StarOutlined,
  tag: LocalOfferOutlined,
  target: TrackChanges,
  translate: Translate,
  users: GroupsOutlined,
  utensils: RestaurantOutlined,
  wallet: AccountBalanceWalletOutlined,
  wrench: BuildOutlined,
};

/** A decorative icon for a content card (hidden from assistive technology); nothing for unknown names. */
export function ContentIcon({ name, ...props }: { name: string | undefined } & SvgIconProps) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden focusable="false" {...props} /> : null;
}

export const KNOWN_ICONS: readonly string[] = Object.keys(ICONS);
