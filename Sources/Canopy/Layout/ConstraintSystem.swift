import Foundation

/// The solver system for the constraints one view holds: each item's frame as four
/// variables in the holder's bounds coordinates, pinned, free or sized by content.
///
/// Each pass gathers the system's constraints afresh (so a frame, guide or intrinsic size
/// read is always current) as entries keyed by what made them. A system kept from the last
/// pass then changes only what differs: a changed constant moves through the solver's
/// incremental constant update, an activated or deactivated constraint is added or removed
/// alone; the rest of the tableau is untouched.
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

    /// What made a solver constraint, stable from pass to pass.
    enum EntryKey: Hashable {
        /// A constraint the user activated.
        case user(ObjectIdentifier)
        /// One the system makes for an item: `slot` names which (see `Slot`).
        case system(ObjectIdentifier, Int)
    }

    /// The system constraints an item can have, by slot number.
    enum Slot {
        /// Frame pins and guide relations: x, y, width, height.
        static let frame = 0
        /// Intrinsic size: hugging then compression resistance, width then height.
        static let intrinsic = 4
    }

    /// A solver constraint gathered for this pass.
    struct Entry {
        var key: EntryKey
        var constraint: SolverConstraint
        /// The name a conflict report shows.
        var name: EntryName
        /// Whether it comes from a user constraint, whose refusal is reported.
        var isUser: Bool
    }

    /// A solver constraint in the system and its handle.
    struct Installed {
        var id: SolverConstraintID
        var constraint: SolverConstraint
    }

    /// The holder owns the state keeping this system, so it outlives the system.
    unowned let holder: ViewNode
    /// Whether the holder lays its content out right to left, so leading and trailing
    /// anchors of the constraints it holds resolve to the right and left edges. A kept
    /// system whose holder changes direction is rebuilt.
    let isRightToLeft: Bool
    var solver = ConstraintSolver()
    var frames: [ObjectIdentifier: Frame] = [:]
    /// Views and guides the solve places, in order of depth below the holder.
    var placedViews: [ViewNode] = []
    var placedGuides: [LayoutGuide] = []
    /// A description of every solver constraint, for conflict reports.
    var descriptions: [SolverConstraintID: EntryName] = [:]
    /// The solver constraints in the system, by what made them.
    var installed: [EntryKey: Installed] = [:]
    /// Whether a user constraint was refused, so the system is rebuilt next time (a rebuild
    /// adds in activation order, which decides which constraint of a conflict breaks).
    var hasBrokenConstraint = false
    /// Constraints on one placed view alone, gathered from the views this system places.
    var ownConstraints: [LayoutConstraint] = []
    /// The entries gathered for this pass, in the order a fresh system adds them.
    var pending: [Entry] = []
    /// The items gathered so far this pass.
    var gathered: Set<ObjectIdentifier> = []
    /// Gathered views that keep the frame code gives them, turned into constraints once
    /// every item is known.
    var translatedViews: [ViewNode] = []

    /// The holder's size this system solves for; every update gathers with it.
    let holderSize: HolderSize
    /// The width each wrapping label's intrinsic height was measured at: its solved width
    /// from the solve before. Absent until the label has been solved once.
    var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

    init(holder: ViewNode, size: HolderSize) {
        self.holder = holder
        holderSize = size
        isRightToLeft = holder.effectiveUserInterfaceLayoutDirection == .rightToLeft
        gather(size)
        for entry in pending { _ = install(entry, reporting: true) }
        pending = []
    }

    /// Gathers this pass's entries and items; the solver is not touched.
    private mutating func gather(_ size: HolderSize) {
        placedViews = []
        placedGuides = []
        ownConstraints = []
        translatedViews = []
        pending = []
        gathered = [ObjectIdentifier(holder)]
        let own = frame(for: LayoutItem(holder))
        let key = ObjectIdentifier(holder)
        switch size {
        case .current:
            pin(own, to: holder.bounds, EntryName(object: holder, kind: .bounds), key)
        case .fitting(let target, let horizontal, let vertical):
            let origin = EntryName(object: holder, kind: .origin)
            pin(own.x, 0, origin, .system(key, 0))
            pin(own.y, 0, origin, .system(key, 1))
            pin(
                own.width, target.width, EntryName(object: holder, kind: .fitting(axis: 0)), .system(key, 2),
                priority: horizontal.rawValue)
            pin(
                own.height, target.height, EntryName(object: holder, kind: .fitting(axis: 1)), .system(key, 3),
                priority: vertical.rawValue)
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
        for view in translatedViews { translateAutoresizingMask(of: view) }
        for constraint in held + ownConstraints { add(constraint) }
    }

    /// Brings a system kept from an earlier pass up to date with the tree, changing only
    /// the solver constraints that differ; false when it must be rebuilt instead (a refused
    /// constraint, now or last time, a change of layout direction, or many variables of
    /// items no longer in the system).
    mutating func update() -> Bool {
        if hasBrokenConstraint { return false }
        // Leading and trailing were resolved for the old direction in every constraint.
        if isRightToLeft != (holder.effectiveUserInterfaceLayoutDirection == .rightToLeft) { return false }
        gather(holderSize)
        let entries = pending
        pending = []
        // Released items keep their variables; past this many, a rebuild frees them.
        if frames.count > 2 * (placedViews.count + placedGuides.count) + 64 { return false }
        var current: Set<EntryKey> = []
        current.reserveCapacity(entries.count)
        for entry in entries { current.insert(entry.key) }
        let gone = installed.filter { !current.contains($0.key) }.sorted { $0.value.id < $1.value.id }
        for (key, old) in gone {
            installed[key] = nil
            descriptions[old.id] = nil
            guard case .success = solver.remove(old.id) else { return false }
        }
        for entry in entries {
            guard let old = installed[entry.key] else {
                guard install(entry, reporting: false) else { return false }
                continue
            }
            var shape = entry.constraint
            shape.expression.constant = old.constraint.expression.constant
            if shape == old.constraint {
                let constant = entry.constraint.expression.constant
                if constant != old.constraint.expression.constant {
                    guard case .success = solver.setConstant(constant, of: old.id) else { return false }
                    installed[entry.key]!.constraint = entry.constraint
                }
                descriptions[old.id] = entry.name
            } else {
                installed[entry.key] = nil
                descriptions[old.id] = nil
                guard case .success = solver.remove(old.id), install(entry, reporting: false) else { return false }
            }
        }
        return true
    }

    /// Adds a gathered entry to the solver; a refused user constraint is reported, when
    /// `reporting`, with the constraints it conflicts with. False when refused.
    private mutating func install(_ entry: Entry, reporting: Bool) -> Bool {
        switch solver.add(entry.constraint) {
        case .success(let id):
            descriptions[id] = entry.name
            installed[entry.key] = Installed(id: id, constraint: entry.constraint)
            return true
        case .failure(.unsatisfiable(let conflict)) where entry.isUser:
            hasBrokenConstraint = true
            guard reporting else { return false }
            let names = (conflict.compactMap { descriptions[$0] } + [entry.name]).map(\.text)
            Diagnostics.report(
                code: "layout.unsatisfiable",
                "Unable to satisfy constraints held by \(holder.diagnosticName): \(names.joined(separator: "; ")). "
                    + "Breaking \(entry.name.text), the lowest priority of the conflict and the last added.")
        case .failure(let failure) where entry.isUser:
            hasBrokenConstraint = true
            guard reporting else { return false }
            Diagnostics.report(code: "layout.refused", "Refused \(entry.name.text): \(failure).")
        case .failure:
            // The system's own constraints never conflict with each other; after user
            // constraints (an incremental update) a refusal asks for a rebuild.
            hasBrokenConstraint = true
        }
        return false
    }

    private mutating func addItems(of constraint: LayoutConstraint) {
        // Checked one at a time (no array of the two): gathering runs every pass.
        if !gathered.contains(constraint.first.key) { addItem(constraint.first) }
        if let second = constraint.second, !gathered.contains(second.key) { addItem(second) }
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
        gathered.insert(item.key)
        let frame = frame(for: item)
        if item.isGuide {
            guard let guide = item.guide, let owner = guide.owningView else { return }
            if guide.kind == .custom {
                placedGuides.append(guide)
                return
            }
            if !gathered.contains(ObjectIdentifier(owner)) { addItem(LayoutItem(owner)) }
            let ownerFrame = self.frame(for: LayoutItem(owner))
            let name = EntryName(object: guide, kind: .guide)
            // Margin and safe-area guides are the owner inset by fixed amounts, whatever size
            // the solve gives the owner: relating them through today's frame would clamp the
            // insets of a view not yet sized (a stack measured before its first layout).
            let insets: EdgeInsets? =
                guide.kind == .margins ? owner.effectiveLayoutMargins : guide.kind == .safeArea ? owner.safeAreaInsets : nil
            if let insets {
                relate(frame.x, ownerFrame.x, insets.left, name, .system(item.key, Slot.frame))
                relate(frame.y, ownerFrame.y, insets.top, name, .system(item.key, Slot.frame + 1))
                relate(frame.width, ownerFrame.width, -(insets.left + insets.right), name, .system(item.key, Slot.frame + 2))
                relate(frame.height, ownerFrame.height, -(insets.top + insets.bottom), name, .system(item.key, Slot.frame + 3))
                return
            }
            let rect = guide.layoutFrame
            let bounds = owner.bounds
            relate(frame.x, ownerFrame.x, rect.minX - bounds.minX, name, .system(item.key, Slot.frame))
            relate(frame.y, ownerFrame.y, rect.minY - bounds.minY, name, .system(item.key, Slot.frame + 1))
            relate(frame.width, ownerFrame.width, rect.width - bounds.width, name, .system(item.key, Slot.frame + 2))
            relate(frame.height, ownerFrame.height, rect.height - bounds.height, name, .system(item.key, Slot.frame + 3))
            return
        }
        guard let view = item.itemView else { return }
        if isPlacedAbove(view) {
            let rect = holder.convert(view.bounds, from: view)
            pin(frame, to: rect, EntryName(object: view, kind: .frame), item.key)
            return
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            translatedViews.append(view)
            return
        }
        placedViews.append(view)
        ownConstraints += (view.layoutState?.constraints ?? []).filter { $0.soleView === view }
        var size = view.intrinsicContentSize
        if view.sizesHeightForWidth, let width = wrapWidths[item.key], let height = view.height(forLayoutWidth: width) {
            // Height for width: a wrapping label (or a stack holding one) is as tall as its
            // text wraps at the width the last solve gave it (UIKit's second layout pass for
            // multi-line labels).
            size.height = height
        }
        let hugging = view.layoutState?.hugging ?? [.defaultLow, .defaultLow]
        let resistance = view.layoutState?.compressionResistance ?? [.defaultHigh, .defaultHigh]
        for (axis, variable, length) in [(0, frame.width, size.width), (1, frame.height, size.height)]
        where length != ViewNode.noIntrinsicMetric && length.isFinite {
            let expression = SolverExpression([SolverTerm(variable)], constant: -Double(length))
            let slot = Slot.intrinsic + 2 * axis
            record(
                SolverConstraint(expression, .lessThanOrEqual, priority: hugging[axis].rawValue),
                EntryName(object: view, kind: .intrinsic(axis: axis, hugging: true)),
                .system(item.key, slot))
            record(
                SolverConstraint(expression, .greaterThanOrEqual, priority: resistance[axis].rawValue),
                EntryName(object: view, kind: .intrinsic(axis: axis, hugging: false)), .system(item.key, slot + 1))
        }
    }

    /// Passes to let wrapping labels' heights follow their solved widths: each pass can only
    /// narrow or widen a label by what its new height changes, so two settle real screens.
    static let maximumWrapPasses = 3

    /// Re-solves while a wrapping label's solved width differs from the width its height
    /// was measured at, so multi-line labels are as tall as their text wraps at the width
    /// the constraints give them; false when the system must be rebuilt instead.
    mutating func settleWrappingLabels() -> Bool {
        for _ in 0..<Self.maximumWrapPasses {
            var changed = false
            for view in placedViews {
                guard view.sizesHeightForWidth else { continue }
                let key = ObjectIdentifier(view)
                let width = Swift.max(0, solvedRect(key).width)
                if let old = wrapWidths[key], abs(old - width) < 0.001 { continue }
                wrapWidths[key] = width
                changed = true
            }
            if !changed { return true }
            guard update() else { return false }
        }
        return true
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

    /// Pins an item's four variables to `rect`, in its frame slots.
    mutating func pin(_ frame: Frame, to rect: CGRect, _ name: EntryName, _ item: ObjectIdentifier) {
        pin(frame.x, rect.minX, name, .system(item, Slot.frame))
        pin(frame.y, rect.minY, name, .system(item, Slot.frame + 1))
        pin(frame.width, rect.width, name, .system(item, Slot.frame + 2))
        pin(frame.height, rect.height, name, .system(item, Slot.frame + 3))
    }

    mutating func pin(
        _ variable: SolverVariable, _ value: CGFloat, _ name: EntryName, _ key: EntryKey, priority: Float = 1000
    ) {
        let expression = SolverExpression([SolverTerm(variable)], constant: -Double(value))
        record(SolverConstraint(expression, .equal, priority: priority), name, key)
    }

    /// `variable = other + offset`, required.
    mutating func relate(
        _ variable: SolverVariable, _ other: SolverVariable, _ offset: CGFloat, _ name: EntryName, _ key: EntryKey
    ) {
        let expression = SolverExpression([SolverTerm(variable), SolverTerm(other, -1)], constant: -Double(offset))
        record(SolverConstraint(expression, .equal), name, key)
    }

    /// Gathers a constraint the system makes itself; these never conflict with each other.
    mutating func record(_ constraint: SolverConstraint, _ name: EntryName, _ key: EntryKey) {
        pending.append(Entry(key: key, constraint: constraint, name: name, isUser: false))
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

    /// Gathers a user constraint; when added, a required one contradicting those before it
    /// is broken (left out) and reported with the constraints it conflicts with.
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
        pending.append(
            Entry(
                key: .user(ObjectIdentifier(constraint)), constraint: solverConstraint, name: EntryName(object: constraint, kind: .user),
                isUser: true))
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
        for constraint in installed.values.map(\.constraint) where !constraint.isRequired {
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
