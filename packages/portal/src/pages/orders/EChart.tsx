import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * An ECharts chart drawn imperatively into a div; echarts itself is loaded the first time a
 * chart shows, so pages without charts never download it.
 */
export function EChart({
  option,
  label,
  className,
}: {
  option: EChartsCoreOption;
  label: string;
  className?: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup.js').then(({ echarts }) => {
      if (disposed || !element.current) return;
      const instance = echarts.init(element.current);
      instance.setOption(latest.current);
      chart.current = instance;
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(element.current);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} className={className} role="img" aria-label={label} />;
}
