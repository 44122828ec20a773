import Canopy
