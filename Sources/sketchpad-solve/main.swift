print("sketchpad-solve: in progress")
