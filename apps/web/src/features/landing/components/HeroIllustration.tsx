/** A practice session at a glance: a question with instant feedback, a mastery ring and a weekly chart. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 420"
      role="img"
      aria-labelledby="hero-illustration-title"
      focusable="false"
      fontFamily="system-ui, sans-serif"
    >
      <title id="hero-illustration-title">
        A practice question marked correct, a mastery score of 78 per cent and a chart of daily
        practice
      </title>
      <defs>
        <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e3e7ff" />
          <stop offset="1" stopColor="#fff4dd" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="380" rx="36" fill="url(#hero-bg)" />

      <g>
        <rect x="52" y="56" width="260" height="196" rx="18" fill="#fff" stroke="#dfe3f0" />
        <rect x="72" y="78" width="72" height="20" rx="10" fill="#eef0ff" />
        <text x="84" y="92" fontSize="11" fontWeight="700" fill="#2f3fb8">
          Class 7
        </text>
        <text x="72" y="124" fontSize="14" fontWeight="700" fill="#1b2240">
          What is 3/4 of 48?
        </text>
        <rect x="72" y="140" width="104" height="36" rx="10" fill="#f6f7fc" stroke="#dfe3f0" />
        <text x="90" y="163" fontSize="13" fill="#525b7a">
          A. 32
        </text>
        <rect
          x="188"
          y="140"
          width="104"
          height="36"
          rx="10"
          fill="#e5f6ee"
          stroke="#0f7a4f"
          strokeWidth="2"
        />
        <text x="206" y="163" fontSize="13" fontWeight="700" fill="#0f7a4f">
          B. 36
        </text>
        <circle cx="276" cy="158" r="9" fill="#0f7a4f" />
        <path
          d="m271.5 158 3 3 5.5-6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="72" y="190" width="220" height="44" rx="10" fill="#fff4dd" />
        <text x="86" y="209" fontSize="11" fontWeight="700" fill="#8a5a00">
          Step 1: 48 ÷ 4 = 12
        </text>
        <text x="86" y="225" fontSize="11" fontWeight="700" fill="#8a5a00">
          Step 2: 12 × 3 = 36
        </text>
      </g>

      <g>
        <rect x="326" y="176" width="122" height="150" rx="18" fill="#fff" stroke="#dfe3f0" />
        <circle cx="387" cy="242" r="42" fill="none" stroke="#eef0ff" strokeWidth="12" />
        <circle
          cx="387"
          cy="242"
          r="42"
          fill="none"
          stroke="#2f3fb8"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray="206 264"
          transform="rotate(-90 387 242)"
        />
        <text x="387" y="249" textAnchor="middle" fontSize="20" fontWeight="800" fill="#1b2240">
          78%
        </text>
        <text x="387" y="308" textAnchor="middle" fontSize="12" fontWeight="600" fill="#525b7a">
          Fractions mastery
        </text>
      </g>

      <g>
        <rect x="52" y="276" width="220" height="96" rx="18" fill="#fff" stroke="#dfe3f0" />
        <text x="72" y="300" fontSize="12" fontWeight="700" fill="#1b2240">
          Minutes practised this week
        </text>
        {[18, 30, 24, 40, 34, 46, 38].map((height, index) => (
          <rect
            key={index}
            x={76 + index * 27}
            y={358 - height}
            width="16"
            height={height}
            rx="4"
            fill={index === 5 ? '#f59e0b' : '#2f3fb8'}
            opacity={index === 5 ? 1 : 0.75}
          />
        ))}
      </g>

      <g>
        <rect x="330" y="72" width="118" height="48" rx="24" fill="#2f3fb8" />
        <text x="389" y="101" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
          10-min drill ✓
        </text>
      </g>
    </svg>
  );
}
