import FlexibleHeader

/// Material's flexible header view, the Canopy `FlexibleHeaderView`.
public typealias MDCFlexibleHeaderView = FlexibleHeaderView
/// Material's flexible header view controller, the Canopy `FlexibleHeaderController`.
public typealias MDCFlexibleHeaderViewController = FlexibleHeaderController
/// Material's container of a header over a content controller, the Canopy
/// `FlexibleHeaderContainerController`.
public typealias MDCFlexibleHeaderContainerViewController = FlexibleHeaderContainerController
/// Material's header delegate, the Canopy `FlexibleHeaderViewDelegate`.
public typealias MDCFlexibleHeaderViewDelegate = FlexibleHeaderViewDelegate
/// Material's header layout delegate, the Canopy `FlexibleHeaderLayoutDelegate`.
public typealias MDCFlexibleHeaderViewLayoutDelegate = FlexibleHeaderLayoutDelegate
/// Material's header animation delegate, the Canopy `FlexibleHeaderViewAnimationDelegate`.
public typealias MDCFlexibleHeaderViewAnimationDelegate = FlexibleHeaderViewAnimationDelegate
/// Material's shift behaviour, the Canopy `FlexibleHeaderView.ShiftBehavior`.
public typealias MDCFlexibleHeaderShiftBehavior = FlexibleHeaderView.ShiftBehavior
/// Material's content importance, the Canopy `FlexibleHeaderView.ContentImportance`.
public typealias MDCFlexibleHeaderContentImportance = FlexibleHeaderView.ContentImportance
/// Material's semantic colour scheme, the Canopy `SemanticColorScheme`.
public typealias MDCSemanticColorScheme = SemanticColorScheme
