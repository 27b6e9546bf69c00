// The solver script format: see SolverScript.swift (in progress).
