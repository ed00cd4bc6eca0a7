import type { SampleLevel } from '@puzzle-solvers/game-kit';

/**
 * Levels written by us (not from the game), the plugin's defaults. The first is the default level
 * of the CLI.
 *
 * @category Samples
 */
export const SAMPLES: readonly SampleLevel[] = [
  {
    name: 'bounce-and-climb',
    // Bounce off the step on the right, roll down, then climb the slope to the flag.
    text: `4x3
0,ball  0       0       1
x       x       0       x
2,flag  1,right 0       0,sand

1- 2- 2- 3-
`,
  },
  {
    name: 'springs-and-water',
    // A spring throws the ball over the water; water sends it back to the last safe tile.
    text: `5x3
0,ball  0,boing 0,water 0       0
x       x       x       x       0
0,flag  0,water 0,boing 0       0

1- 2- 3- 4-
`,
  },
  {
    name: 'ice-warp-belt',
    text: `5x5
0,ball  0,ice   0,ice   0,ice   0,warp
x       x       x       x       0,*s
0,flag  0       1       0,*w    0
0,warp  x       x       x       0,ice
0,ice   0,ice   0,ice   0,icetr 1

2- 1/ 1/1-
`,
  },
];
