print("canopy: not yet")
