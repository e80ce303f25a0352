import { Flex, Image, List, Typography } from 'antd';
import { productTitle } from '@shared/domain/productTitle';
import type { ClosedSaleDetail } from '../stage/stageApi';
import { DocumentLinks } from '../stage/DocumentLinks';
import { STAGE_TEXT } from '../stage/stageTexts';

/** §9: the VIN list scrolls at 120 px. */
const VIN_LIST_PX = 120;

/** 'Datos de la venta' (spec part 2 §2): the units sold with image, model, 'N unidad(es)' and their VINs; the quotation links. */
export function SaleDataTab({ sale }: { sale: ClosedSaleDetail }) {
  return (
    <Flex vertical gap={16}>
      <List
        data-testid="sale-units"
        dataSource={sale.sales}
        renderItem={(s) => (
          <List.Item>
            <Flex gap={12} align="start" style={{ width: '100%' }}>
              {s.Product.imageUrl ? (
                <Image src={s.Product.imageUrl} alt={s.Product.name} width={88} height={66} style={{ objectFit: 'contain' }} preview={false} />
              ) : (
                <div style={{ width: 88, height: 66, background: '#f5f5f5', borderRadius: 6 }} aria-hidden />
              )}
              <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong>
                  {productTitle(s.Product)}
                </Typography.Text>
                <Typography.Text data-testid="sale-quantity">{STAGE_TEXT.units(s.quantity)}</Typography.Text>
                <div data-testid="sale-vins" style={{ maxHeight: VIN_LIST_PX, overflowY: 'auto', fontFamily: 'monospace', fontSize: 12 }}>
                  {s.LeadFleetSaleVINs.map((v) => (
                    <div key={v.id}>{v.VIN}</div>
                  ))}
                </div>
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      <div>
        <Typography.Title level={5}>Cotizaciones</Typography.Title>
        <DocumentLinks
          testId="sale-quotations"
          items={sale.quotations.map((q) => ({ key: q.id, label: STAGE_TEXT.quotationFor(`${q.Product.name} ${q.Product.version}`), url: q.documentUrl }))}
          empty={STAGE_TEXT.noQuotations}
        />
      </div>
    </Flex>
  );
}
