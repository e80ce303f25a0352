import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

/**
 * The search button of every Input.Search (`enterButton={SEARCH_BUTTON}`): antd's default one is
 * named by its icon ('search'); this one is 'Buscar'.
 */
export const SEARCH_BUTTON = <Button aria-label="Buscar" icon={<SearchOutlined aria-hidden />} />;
