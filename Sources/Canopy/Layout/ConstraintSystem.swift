import Foundation

/// The solver system for the constraints one view holds: each item's frame as four
/// variables in the holder's bounds coordinates, pinned, free or sized by content.
///
/// Built from scratch for each solve; the solver handles the system incrementally while
/// it is built, and a later solve of an unchanged holder reuses nothing (so a frame or
/// intrinsic size read at build time is always current).
struct ConstraintSystem {
    /// An item's frame variables.
    struct Frame {
        var x, y, width, height: SolverVariable
    }

    /// How the holder's own size enters the system.
    enum HolderSize {
        /// Held at the holder's current bounds: a layout pass.
        case current
        /// Pulled towards a target at the given priorities: `systemLayoutSizeFitting`.
        case fitting(CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    let holder: ViewNode
    /// Whether the holder lays its content out right to left, so leading and trailing
    /// anchors of the constraints it holds resolve to the right and left edges.
    let isRightToLeft: Bool
    var solver = ConstraintSolver()
    var frames: [ObjectIdentifier: Frame] = [:]
    /// Views and guides the solve places, in order of depth below the holder.
    var placedViews: [ViewNode] = []
    var placedGuides: [LayoutGuide] = []
    /// A description of every solver constraint, for conflict reports.
    var descriptions: [SolverConstraintID: String] = [:]
    /// Every constraint the solver accepted, to measure a solution's errors.
    var accepted: [SolverConstraint] = []
    /// Constraints on one placed view alone, gathered from the views this system places.
    var ownConstraints: [LayoutConstraint] = []

    init(holder: ViewNode, size: HolderSize) {
        self.holder = holder
        isRightToLeft = holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let own = frame(for: LayoutItem(holder))
        switch size {
        case .current:
            pin(own, to: holder.bounds, "\(holder.diagnosticName) bounds")
        case .fitting(let target, let horizontal, let vertical):
            pin(own.x, 0, "\(holder.diagnosticName) origin")
            pin(own.y, 0, "\(holder.diagnosticName) origin")
            pin(own.width, target.width, "\(holder.diagnosticName) fitting width", priority: horizontal.rawValue)
            pin(own.height, target.height, "\(holder.diagnosticName) fitting height", priority: vertical.rawValue)
        }
        // A constraint on one view alone (a fixed size, an aspect ratio) is held by that
        // view but solved with whoever places the view, so it joins the system that
        // places its view and never the view's own.
        let held = (holder.layoutState?.constraints ?? []).filter { $0.soleView == nil }
        for constraint in held { addItems(of: constraint) }
        var index = 0
        while index < ownConstraints.count {
            addItems(of: ownConstraints[index])
            index += 1
        }
        for constraint in held + ownConstraints { add(constraint) }
    }

    private mutating func addItems(of constraint: LayoutConstraint) {
        for item in [constraint.first, constraint.second].compactMap({ $0 }) where frames[item.key] == nil {
            addItem(item)
        }
    }

    /// The item's variables, made when missing.
    mutating func frame(for item: LayoutItem) -> Frame {
        if let frame = frames[item.key] { return frame }
        let frame = Frame(
            x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(),
            height: solver.makeVariable())
        frames[item.key] = frame
        return frame
    }

    /// Adds an item with what holds it: a view's pinned frame or content size, a guide's
    /// relation to its owning view.
    mutating func addItem(_ item: LayoutItem) {
        let frame = frame(for: item)
        if item.isGuide {
            guard let guide = item.guide, let owner = guide.owningView else { return }
            if guide.kind == .custom {
                placedGuides.append(guide)
                return
            }
            if frames[ObjectIdentifier(owner)] == nil { addItem(LayoutItem(owner)) }
            let ownerFrame = self.frame(for: LayoutItem(owner))
            let name = "LayoutGuide '\(guide.identifier)' of \(owner.diagnosticName)"
            // Margin and safe-area guides are the owner inset by fixed amounts, whatever size
            // the solve gives the owner: relating them through today's frame would clamp the
            // insets of a view not yet sized (a stack measured before its first layout).
            let insets: EdgeInsets? =
                guide.kind == .margins ? owner.effectiveLayoutMargins : guide.kind == .safeArea ? owner.safeAreaInsets : nil
            if let insets {
                relate(frame.x, ownerFrame.x, insets.left, name)
                relate(frame.y, ownerFrame.y, insets.top, name)
                relate(frame.width, ownerFrame.width, -(insets.left + insets.right), name)
                relate(frame.height, ownerFrame.height, -(insets.top + insets.bottom), name)
                return
            }
            let rect = guide.layoutFrame
            let bounds = owner.bounds
            relate(frame.x, ownerFrame.x, rect.minX - bounds.minX, name)
            relate(frame.y, ownerFrame.y, rect.minY - bounds.minY, name)
            relate(frame.width, ownerFrame.width, rect.width - bounds.width, name)
            relate(frame.height, ownerFrame.height, rect.height - bounds.height, name)
            return
        }
        guard let view = item.itemView else { return }
        if view.translatesAutoresizingMaskIntoConstraints || isPlacedAbove(view) {
            let rect = holder.convert(view.bounds, from: view)
            pin(frame, to: rect, "\(view.diagnosticName) frame")
            return
        }
        placedViews.append(view)
        ownConstraints += (view.layoutState?.constraints ?? []).filter { $0.soleView === view }
        let size = view.intrinsicContentSize
        let hugging = view.layoutState?.hugging ?? [.defaultLow, .defaultLow]
        let resistance = view.layoutState?.compressionResistance ?? [.defaultHigh, .defaultHigh]
        for (axis, variable, length) in [(0, frame.width, size.width), (1, frame.height, size.height)]
        where length != ViewNode.noIntrinsicMetric && length.isFinite {
            let name = "\(view.diagnosticName) intrinsic \(axis == 0 ? "width" : "height")"
            let expression = SolverExpression([SolverTerm(variable)], constant: -Double(length))
            record(SolverConstraint(expression, .lessThanOrEqual, priority: hugging[axis].rawValue), name + " (hugging)")
            record(
                SolverConstraint(expression, .greaterThanOrEqual, priority: resistance[axis].rawValue),
                name + " (compression resistance)")
        }
    }

    /// Whether an ancestor of the holder holds a constraint on `view`, so its frame was
    /// already placed by that ancestor's solve earlier in the pass.
    func isPlacedAbove(_ view: ViewNode) -> Bool {
        var node = holder.storedSuperview
        while let current = node {
            if let state = current.layoutState {
                for constraint in state.constraints
                where constraint.first.itemView === view || constraint.second?.itemView === view {
                    return true
                }
            }
            node = current.storedSuperview
        }
        return false
    }

    mutating func pin(_ frame: Frame, to rect: CGRect, _ name: String) {
        pin(frame.x, rect.minX, name)
        pin(frame.y, rect.minY, name)
        pin(frame.width, rect.width, name)
        pin(frame.height, rect.height, name)
    }

    mutating func pin(_ variable: SolverVariable, _ value: CGFloat, _ name: String, priority: Float = 1000) {
        let expression = SolverExpression([SolverTerm(variable)], constant: -Double(value))
        record(SolverConstraint(expression, .equal, priority: priority), name)
    }

    /// `variable = other + offset`, required.
    mutating func relate(_ variable: SolverVariable, _ other: SolverVariable, _ offset: CGFloat, _ name: String) {
        let expression = SolverExpression([SolverTerm(variable), SolverTerm(other, -1)], constant: -Double(offset))
        record(SolverConstraint(expression, .equal), name)
    }

    /// Adds a constraint the system makes itself; these never conflict with each other.
    mutating func record(_ constraint: SolverConstraint, _ name: String) {
        if case .success(let id) = solver.add(constraint) {
            descriptions[id] = name
            accepted.append(constraint)
        }
    }

    /// An anchor as a sum of frame variables plus a constant, times `scale`.
    ///
    /// In a right-to-left system (`mirrored`) every x-axis anchor is read in mirrored
    /// coordinates, x' = −x: leading is the negated right edge, trailing the negated left edge,
    /// so `a.leading = b.leading + 16` puts a's right edge 16 points inside b's.
    mutating func terms(
        _ item: LayoutItem, _ attribute: LayoutAttribute, scale: Double, mirrored: Bool = false
    ) -> ([SolverTerm], Double) {
        if mirrored {
            switch attribute {
            case .leading: return terms(item, .right, scale: -scale)
            case .trailing: return terms(item, .left, scale: -scale)
            case .left, .right, .centerX: return terms(item, attribute, scale: -scale)
            default: break
            }
        }
        let frame = frame(for: item)
        switch attribute {
        case .left, .leading: return ([SolverTerm(frame.x, scale)], 0)
        case .right, .trailing: return ([SolverTerm(frame.x, scale), SolverTerm(frame.width, scale)], 0)
        case .centerX: return ([SolverTerm(frame.x, scale), SolverTerm(frame.width, scale / 2)], 0)
        case .top: return ([SolverTerm(frame.y, scale)], 0)
        case .bottom: return ([SolverTerm(frame.y, scale), SolverTerm(frame.height, scale)], 0)
        case .centerY: return ([SolverTerm(frame.y, scale), SolverTerm(frame.height, scale / 2)], 0)
        case .width: return ([SolverTerm(frame.width, scale)], 0)
        case .height: return ([SolverTerm(frame.height, scale)], 0)
        case .firstBaseline:
            if let label = item.itemView as? LabelNode {
                return ([SolverTerm(frame.y, scale)], Double(label.metrics.ascent(for: label.font)) * scale)
            }
            return ([SolverTerm(frame.y, scale), SolverTerm(frame.height, scale)], 0)
        case .lastBaseline:
            let descent = (item.itemView as? LabelNode).map { $0.metrics.lineHeight(for: $0.font) - $0.metrics.ascent(for: $0.font) } ?? 0
            return ([SolverTerm(frame.y, scale), SolverTerm(frame.height, scale)], -Double(descent) * scale)
        }
    }

    /// Adds a user constraint; a required one contradicting those before it is broken
    /// (left out) and reported with the constraints it conflicts with.
    mutating func add(_ constraint: LayoutConstraint) {
        guard constraint.first.object != nil, constraint.second == nil || constraint.second?.object != nil else { return }
        let mirrored = isRightToLeft && constraint.isDirectional
        var (expressionTerms, offset) = terms(constraint.first, constraint.firstAttribute, scale: 1, mirrored: mirrored)
        if let second = constraint.second, let attribute = constraint.secondAttribute {
            let (secondTerms, secondOffset) = terms(second, attribute, scale: -Double(constraint.multiplier), mirrored: mirrored)
            expressionTerms += secondTerms
            offset += secondOffset
        }
        let expression = SolverExpression(expressionTerms, constant: offset - Double(constraint.constant))
        let relation = SolverRelation(rawValue: constraint.relation.rawValue)!
        let solverConstraint = SolverConstraint(expression, relation, priority: constraint.priority.rawValue)
        switch solver.add(solverConstraint) {
        case .success(let id):
            descriptions[id] = constraint.description
            accepted.append(solverConstraint)
        case .failure(.unsatisfiable(let conflict)):
            let names = conflict.compactMap { descriptions[$0] } + [constraint.description]
            Diagnostics.report(
                code: "layout.unsatisfiable",
                "Unable to satisfy constraints held by \(holder.diagnosticName): \(names.joined(separator: "; ")). "
                    + "Breaking \(constraint.description), the lowest priority of the conflict and the last added.")
        case .failure(let failure):
            Diagnostics.report(code: "layout.refused", "Refused \(constraint.description): \(failure).")
        }
    }

    /// A solved item's frame in the holder's bounds coordinates.
    func solvedRect(_ key: ObjectIdentifier) -> CGRect {
        guard let frame = frames[key] else { return .zero }
        return CGRect(
            x: solver.value(of: frame.x), y: solver.value(of: frame.y), width: solver.value(of: frame.width),
            height: solver.value(of: frame.height))
    }

    /// Whether `view`'s frame can move by a point without any constraint being met less
    /// well: the solution is one of many, so the layout is ambiguous.
    func isAmbiguous(_ view: ViewNode) -> Bool {
        guard let frame = frames[ObjectIdentifier(view)] else { return false }
        let errors = errorsByPriority(in: solver)
        for variable in [frame.x, frame.y, frame.width, frame.height] {
            for step in [1.0, -1.0] {
                var trial = solver
                let moved = SolverExpression([SolverTerm(variable)], constant: -(solver.value(of: variable) + step))
                guard case .success = trial.add(SolverConstraint(moved, .equal)) else { continue }
                let trialErrors = errorsByPriority(in: trial)
                if zip(errors, trialErrors).allSatisfy({ abs($0.1 - $1.1) < 1e-6 }) { return true }
            }
        }
        return false
    }

    /// The summed violation of the non-required constraints at each priority, highest first.
    private func errorsByPriority(in solver: ConstraintSolver) -> [(Float, Double)] {
        var sums: [Float: Double] = [:]
        for constraint in accepted where !constraint.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            let error: Double
            switch constraint.relation {
            case .equal: error = abs(value)
            case .lessThanOrEqual: error = max(0, value)
            case .greaterThanOrEqual: error = max(0, -value)
            }
            sums[constraint.priority, default: 0] += error
        }
        return sums.sorted { $0.key > $1.key }
    }
}
