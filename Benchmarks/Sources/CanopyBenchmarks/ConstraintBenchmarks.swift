import Canopy
import Foundation

/// `constraints-screen`, `constraints-1000` and `constraints-edit`: the constraint solver
/// against kiwisolver (a C++ Cassowary) solving the same systems in the same run, plus
/// `constraints-view-edit`, a layout pass after one constant changes, against a pass that
/// solves the same view tree from scratch.
///
/// The systems are rows of a settings-like screen: a label and a value per row, the label
/// held at its intrinsic width by hugging (250) and compression resistance (750), the value
/// filling the rest, each row below the one before. `Benchmarks/Baseline/kiwi_solve.py`
/// builds kiwisolver's constraints before its clock starts, so its times are the solver's
/// own C++ work plus one Python call per constraint.
enum ConstraintBenchmarks {
    /// A system as plain numbers, written for the Python baseline.
    struct System: Codable {
        /// One constraint: terms as `[variable index, coefficient]`, `Σ terms + constant`
        /// compared with zero by `relation` (-1 ≤, 0 =, 1 ≥) at `priority`.
        struct Item: Codable {
            var terms: [[Double]]
            var constant: Double
            var relation: Int
            var priority: Double
        }
        var variables: Int
        var constraints: [Item]
        /// The required `height = 20` constraint whose constant an edit changes.
        var edited: Int
    }

    /// The screen system with `rows` rows: 4 pins of the screen, then 12 constraints a row.
    static func system(rows: Int) -> System {
        var items: [System.Item] = []
        var variables = 4
        func item(_ terms: [(Int, Double)], _ constant: Double, _ relation: Int = 0, _ priority: Double = 1000) {
            items.append(
                System.Item(terms: terms.map { [Double($0.0), $0.1] }, constant: constant, relation: relation, priority: priority))
        }
        // The screen: x, y, width, height pinned to 0, 0, 390, 844.
        for (index, value) in [0.0, 0, 390, 844].enumerated() { item([(index, 1)], -value) }
        var edited = 0
        var previousBottom: (Int, Int)?
        for row in 0..<rows {
            let label = variables, value = variables + 4
            variables += 8
            let (x, y, w, h) = (0, 1, 2, 3)
            item([(label + x, 1), (x, -1)], -16)
            if let (top, height) = previousBottom {
                item([(label + y, 1), (top, -1), (height, -1)], -8)
            } else {
                item([(label + y, 1), (y, -1)], -100)
            }
            if row == rows / 2 { edited = items.count }
            item([(label + h, 1)], -20)
            item([(label + w, 1)], -120, -1, 250)
            item([(label + w, 1)], -120, 1, 750)
            item([(value + x, 1), (label + x, -1), (label + w, -1)], -8)
            item([(value + x, 1), (value + w, 1), (x, -1), (w, -1)], 16)
            item([(value + y, 1), (label + y, -1)], 0)
            item([(value + h, 1), (label + h, -1)], 0)
            item([(value + w, 1)], -40, 1)
            item([(value + w, 1)], -80, -1, 251)
            item([(value + w, 1)], -80, 1, 749)
            previousBottom = (label + y, label + h)
        }
        return System(variables: variables, constraints: items, edited: edited)
    }

    /// The system in a fresh solver, with its variables and constraint handles.
    static func solve(_ system: System) -> (ConstraintSolver, [SolverVariable], [SolverConstraintID]) {
        var solver = ConstraintSolver()
        let variables = (0..<system.variables).map { _ in solver.makeVariable() }
        var ids: [SolverConstraintID] = []
        ids.reserveCapacity(system.constraints.count)
        for item in system.constraints {
            let terms = item.terms.map { SolverTerm(variables[Int($0[0])], $0[1]) }
            let constraint = SolverConstraint(
                SolverExpression(terms, constant: item.constant), SolverRelation(rawValue: item.relation)!,
                priority: Float(item.priority))
            if case .success(let id) = solver.add(constraint) { ids.append(id) }
        }
        return (solver, variables, ids)
    }

    /// Sums every variable's value, as kiwisolver's `updateVariables` writes every value.
    static func readAll(_ solver: ConstraintSolver, _ variables: [SolverVariable]) -> Double {
        var sum = 0.0
        for variable in variables { sum += solver.value(of: variable) }
        return sum
    }

    /// The group's results; exits the runner when `--kiwi-python` is given but kiwisolver
    /// gives no figures, rather than writing zero baselines.
    static func run(options: Options) -> [Result] {
        let screen = system(rows: 17), large = system(rows: 83)
        let screenTime = medianMilliseconds(repeats: repeats("constraints-screen", 31)) {
            let (solver, variables, _) = solve(screen)
            blackHole(readAll(solver, variables))
        }
        let largeTime = medianMilliseconds(repeats: repeats("constraints-1000", 11)) {
            let (solver, variables, _) = solve(large)
            blackHole(readAll(solver, variables))
        }
        var (solver, variables, ids) = solve(screen)
        let editID = ids[screen.edited]
        var height = 20.0
        let edits = 2000
        let editTotal = medianMilliseconds(repeats: repeats("constraints-edit", 11)) {
            for _ in 0..<edits {
                height = height == 20 ? 24 : 20
                _ = solver.setConstant(-height, of: editID)
                blackHole(readAll(solver, variables))
            }
        }
        let (initialPass, editPass) = viewPasses()

        var kiwi = KiwiTimes(screen: 0, large: 0, edit: 0)
        if let python = options.kiwiPython {
            switch kiwiTimes(python: python, systems: [("screen", screen), ("large", large)], edits: edits, options: options) {
            case .success(let times): kiwi = times
            case .failure(let failure):
                // A zero baseline would read as "kiwisolver took no time": stop the run instead.
                log("constraints: the kiwisolver baseline failed: \(failure.reason)")
                exit(1)
            }
        }
        // Times come in ms and are shown in µs; a counting run's figures are instructions per
        // call already.
        let scale = InstructionCounting.isActive ? 1.0 : 1000.0
        return [
            Result(
                name: "constraints-screen", value: screenTime * scale, unit: "µs",
                baseline: "kiwisolver 1.5.1, same \(screen.constraints.count) constraints",
                baselineValue: kiwi.screen * 1000),
            Result(
                name: "constraints-1000", value: largeTime * scale, unit: "µs",
                baseline: "kiwisolver 1.5.1, same \(large.constraints.count) constraints",
                baselineValue: kiwi.large * 1000),
            Result(
                name: "constraints-edit", value: editTotal * scale / Double(edits), unit: "µs",
                baseline: "kiwisolver 1.5.1 suggestValue + updateVariables on the same screen",
                baselineValue: kiwi.edit * 1000),
            Result(
                name: "constraints-view-edit", value: editPass * scale, unit: "µs",
                baseline: "the same layout pass solving from scratch", baselineValue: initialPass * scale),
        ]
    }

    /// kiwisolver's medians in ms, as `Benchmarks/Baseline/kiwi_solve.py` prints them.
    struct KiwiTimes: Equatable {
        var screen: Double
        var large: Double
        var edit: Double

        /// The three figures from the script's `name value` lines; a failure names the first
        /// figure that is missing, zero, negative or not a number, since each is a divisor.
        static func parse(_ output: String) -> Swift.Result<KiwiTimes, KiwiFailure> {
            let numbers = keyedNumbers(output)
            var values: [Double] = []
            for key in ["screen_ms", "large_ms", "edit_ms"] {
                guard let value = numbers[key] else { return .failure(KiwiFailure(reason: "no \(key) in its output")) }
                guard value.isFinite, value > 0 else { return .failure(KiwiFailure(reason: "\(key) is \(value)")) }
                values.append(value)
            }
            return .success(KiwiTimes(screen: values[0], large: values[1], edit: values[2]))
        }
    }

    /// Why the kiwisolver baseline has no figures.
    struct KiwiFailure: Error {
        var reason: String
    }

    /// Runs the Python baseline on `systems` and parses its figures.
    static func kiwiTimes(
        python: String, systems: [(String, System)], edits: Int, options: Options
    ) -> Swift.Result<KiwiTimes, KiwiFailure> {
        // `--kiwi-python python3` names a program on PATH; `Process` only runs paths.
        guard let executable = Subprocess.resolve(python) else {
            let place = python.contains("/") ? "is not an executable file" : "is not on PATH"
            return .failure(KiwiFailure(reason: "\(python) \(place)"))
        }
        let folder = options.freshFolder("constraints")
        var files: [String] = []
        for (name, system) in systems {
            let file = folder.appendingPathComponent("\(name).json")
            do {
                try JSONEncoder().encode(system).write(to: file, options: .atomic)
            } catch {
                return .failure(KiwiFailure(reason: "cannot write \(file.path): \(error)"))
            }
            files.append(file.path)
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Baseline/kiwi_solve.py").standardizedFileURL.path
        guard let output = Subprocess.run(executable, [script] + files + [String(edits)]) else {
            return .failure(KiwiFailure(reason: "\(executable) could not be started"))
        }
        guard output.status == 0 else {
            let detail = output.standardError.split(separator: "\n").last.map(String.init) ?? ""
            return .failure(KiwiFailure(reason: "\(script) exited with \(output.status): \(detail)"))
        }
        return KiwiTimes.parse(output.standardOutput)
    }

    /// A view tree shaped like the screen system: the first layout pass (solving from
    /// scratch) and a pass after one row's height constant changes, in ms.
    static func viewPasses() -> (Double, Double) {
        func tree() -> (ViewNode, LayoutConstraint) {
            let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var previous: ViewNode?
            var edited: LayoutConstraint?
            for row in 0..<17 {
                let label = ViewNode(), value = ViewNode()
                for view in [label, value] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(view)
                }
                let height = label.heightAnchor.constraint(equalToConstant: 20)
                if row == 8 { edited = height }
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: previous == nil ? 100 : 8),
                    height, label.widthAnchor.constraint(equalToConstant: 120),
                    value.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    value.topAnchor.constraint(equalTo: label.topAnchor),
                    value.heightAnchor.constraint(equalTo: label.heightAnchor),
                ])
                previous = label
            }
            return (root, edited!)
        }
        let initial = medianMilliseconds(repeats: repeats("constraints-view-initial", 21)) {
            let (root, _) = tree()
            root.layoutIfNeeded()
            blackHole(root)
        }
        let (root, edited) = tree()
        root.layoutIfNeeded()
        let passes = 200
        let edit = medianMilliseconds(repeats: repeats("constraints-view-edit", 11)) {
            for _ in 0..<passes {
                edited.constant = edited.constant == 20 ? 24 : 20
                root.layoutIfNeeded()
            }
        }
        // The initial figure includes making the tree, which the pass dominates.
        return (initial, edit / Double(passes))
    }
}
