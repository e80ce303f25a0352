import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Dropdown, Empty, Flex, Grid, Segmented, Spin, Typography } from 'antd';
import { LeftOutlined, MoreOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { MSG } from '@shared/messages';
import { MONTH_VIEW_PER_DAY, WEEK_VIEW_PER_DAY } from '@shared/domain/constants';
import { localDay } from '@shared/domain/agendaRange';
import { agendaLabel, byLocalDay, firstOf, monthWeeks, stepDay, weekDays, type AgendaView } from '@shared/domain/agendaLayout';
import { isAdviser } from '@shared/domain/roles';
import { useSignedIn } from '../../lib/session';
import { AgendaCard } from './AgendaCard';
import { RemindersPanel } from './RemindersPanel';
import { agendaQueries, type AgendaItem } from './queries';
import { lazyDialog } from '../../ui/lazyDialog';

const AppointmentModal = lazyDialog(() => import('./AppointmentModal'), 'AppointmentModal');
import { PageTitle } from '../../ui/PageTitle';
import { useLinkedDialog } from '../../ui/useLinkedDialog';
import { useActionParam } from '../../ui/useActionParam';

const WEEKDAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** /sells/agenda: Dia, Semana, Mes with previous/next and 'Crear cita'. */
export function AgendaPage() {
  const { agencyId, user, role } = useSignedIn();
  const [params] = useSearchParams();
  const [view, setView] = useState<AgendaView>((params.get('view') as AgendaView | null) ?? 'day');
  const [day, setDay] = useState(params.get('date') ?? localDay(new Date()));
  const appointment = useLinkedDialog('crear', '1');
  useActionParam('crear-cita', appointment.show);
  const screens = Grid.useBreakpoint();
  // Below xl the content is too narrow for seven readable columns of names (tablets, small windows).
  const narrow = screens.xl === false;
  const userId = isAdviser(role) ? user.id : -1;
  const agenda = useQuery(agendaQueries.range(view, day, agencyId, userId));
  const byDay = useMemo(() => byLocalDay(agenda.data ?? []), [agenda.data]);

  const goToDay = (d: string) => {
    setDay(d);
    setView('day');
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle style={{ margin: 0 }}>Mi Agenda</PageTitle>
        {screens.md === false ? (
          <Dropdown menu={{ items: [{ key: 'crear', label: 'Crear cita', onClick: appointment.show }] }}>
            <Button icon={<MoreOutlined />} aria-label="Acciones" />
          </Dropdown>
        ) : (
          <Button type="primary" icon={<PlusOutlined />} onClick={appointment.show}>Crear cita</Button>
        )}
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<AgendaView>
          value={view}
          onChange={setView}
          options={[
            { value: 'day', label: 'Dia' },
            { value: 'week', label: 'Semana' },
            { value: 'month', label: 'Mes' },
          ]}
        />
        <Flex align="center" gap={8}>
          <Button icon={<LeftOutlined />} aria-label="Anterior" onClick={() => setDay(stepDay(view, day, -1))} />
          <Typography.Text strong data-testid="agenda-label" style={{ minWidth: 200, textAlign: 'center' }}>
            {agendaLabel(view, day)}
          </Typography.Text>
          <Button icon={<RightOutlined />} aria-label="Siguiente" onClick={() => setDay(stepDay(view, day, 1))} />
        </Flex>
      </Flex>
      {agenda.isError && <Typography.Text type="danger">{MSG.loadError}</Typography.Text>}
      <Spin spinning={agenda.isFetching}>
        {view === 'day' && <DayList items={byDay.get(day) ?? []} />}
        {view === 'week' && <WeekColumns day={day} byDay={byDay} onDay={goToDay} narrow={narrow} />}
        {view === 'month' && <MonthGrid day={day} byDay={byDay} onDay={goToDay} narrow={narrow} />}
      </Spin>
      <RemindersPanel view={view} day={day} />
      <AppointmentModal open={appointment.open} onClose={appointment.close} />
    </Flex>
  );
}

function DayList({ items }: { items: AgendaItem[] }) {
  if (items.length === 0) return <Empty description={MSG.noAppointmentsToday} />;
  return (
    <div>
      {items.map((item) => (
        <AgendaCard key={item.id} item={item} />
      ))}
    </div>
  );
}

interface GridProps {
  day: string;
  byDay: Map<string, AgendaItem[]>;
  onDay(day: string): void;
  /** Narrow screens: the week stacks its days; the month shows a count per day instead of names. */
  narrow: boolean;
}

const SHORT_WEEKDAY_NAMES = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const appointmentsText = (n: number) => `${n} ${n === 1 ? 'cita' : 'citas'}`;

function WeekColumns({ day, byDay, onDay, narrow }: GridProps) {
  const today = localDay(new Date());
  return (
    <div style={{ display: 'grid', gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'repeat(7, minmax(0, 1fr))', gap: 8 }} data-testid="agenda-week">
      {weekDays(day).map((d, i) => {
        const { shown, more } = firstOf(byDay.get(d) ?? [], WEEK_VIEW_PER_DAY);
        return (
          <div key={d} style={{ background: d === today ? '#e6f4ff' : '#fafafa', borderRadius: 6, padding: 8, minHeight: narrow ? 0 : 160 }}>
            <Button type="link" style={{ padding: 0, fontWeight: 600 }} onClick={() => onDay(d)}>
              {WEEKDAY_NAMES[i]} {dayjs(d).date()}
            </Button>
            {shown.map((item) => (
              <AgendaCard key={item.id} item={item} compact />
            ))}
            {more && (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onDay(d)}>
                Ver mas...
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}

function MonthGrid({ day, byDay, onDay, narrow }: GridProps) {
  const month = dayjs(day).month();
  const today = localDay(new Date());
  return (
    <div data-testid="agenda-month">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {(narrow ? SHORT_WEEKDAY_NAMES : WEEKDAY_NAMES).map((name) => (
          <div key={name} style={{ fontWeight: 600, textAlign: 'center' }}>{name}</div>
        ))}
        {monthWeeks(day).flat().map((d) => {
          const items = byDay.get(d) ?? [];
          const { shown, more } = firstOf(items, MONTH_VIEW_PER_DAY);
          const inMonth = dayjs(d).month() === month;
          // Other months' days are told apart by their grey cell and a darker number, not by
          // fading the whole cell (which put its text under 4.5:1).
          return (
            <div
              key={d}
              data-day={d}
              style={{ minHeight: narrow ? 64 : 96, minWidth: 0, padding: 4, borderRadius: 4, background: d === today ? '#e6f4ff' : inMonth ? '#fafafa' : '#f0f0f0' }}
            >
              {/* Named by what it shows ('1 de noviembre'), so the number read aloud matches the one seen. */}
              <Button type="link" size="small" style={{ padding: 0, color: inMonth ? undefined : '#434343' }} onClick={() => onDay(d)} aria-label={`${dayjs(d).format('D [de] MMMM')}: ver el día`}>
                {dayjs(d).date()}
              </Button>
              {narrow ? (
                items.length > 0 && (
                  <Button type="link" size="small" data-testid="agenda-day-count" style={{ display: 'block', padding: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'left' }} onClick={() => onDay(d)}>
                    {appointmentsText(items.length)}
                  </Button>
                )
              ) : (
                <>
              {shown.map((item) => (
                <AgendaCard key={item.id} item={item} compact />
              ))}
              {more && (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onDay(d)}>
                  Ver mas...
                </Button>
              )}
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
