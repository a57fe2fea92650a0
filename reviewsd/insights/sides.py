"""Whose side a review is written from, where a business declares the same job for both sides.

A landlord-tenant firm may list "Evictions for Landlords" beside "Tenant Defense in Housing Court": the
words of the dispute (eviction, holdover, housing court) are the same on both sides, and which service
the review is about is which side its writer is on. "My tenant hasn't paid in 9 months" is the
landlord's eviction; "the landlord tried to kick us out" is the tenant's defence.
"""
import re

# What a label says about whose side its job is on. A label that names both ("Landlord-Tenant
# Disputes") takes no side; "Eviction Defense" beside a landlord's service is the tenant's.
_LANDLORD_LABEL = re.compile(r"\blandlords?\b")
_TENANT_LABEL = re.compile(r"\btenants?\b")
_EVICTION, _DEFENCE = re.compile(r"\bevict"), re.compile(r"\bdefen[cs]e\b")

# What a review's writer says of themselves: a landlord has tenants, units and buildings; a tenant has
# a landlord, a lease and an apartment, and is the one evicted.
_LANDLORD_SAYS = re.compile(
    r"\b(?:my|our) (?:tenants?|renters?|buildings|rental (?:propert\w+|units?)|units|properties|property)\b|"
    r"\b(?:against|evict(?:ed|ing)?|remov(?:e|ed|ing)|got rid of) (?:my|our|the|a|problem) "
    r"(?:tenants?|renters?|squatters?)\b|"
    r"\blandlord (?:attorney|lawyer|side|client)s?\b|\bas a (?:small |first[- ]time |new )?landlord\b|"
    r"\bi(?:'m| am) a (?:small |first[- ]time |new )?landlord\b|"
    r"\bthe tenants? (?:agreed|paid|left|moved out|finally|owed|stopped|hadn't|hasn't|refused)\b")
_TENANT_SAYS = re.compile(
    r"\b(?:my|our) (?:landlord|building owner|property manag\w+|management company)\b(?!'?s? (?:attorney|lawyer))|"
    r"\bevict(?:ed|ing)? (?:me|us|my family)\b|\b(?:kick|throw|force|push)(?:ed|ing)? (?:me|us) out\b|"
    r"\b(?:my|our) (?:eviction\b(?! of)|lease\b)|\btenants?'? (?:association|union|rights)\b|"
    r"\bfacing (?:an? )?(?:eviction|holdover)\b|\b(?:we|i) (?:were|was) (?:being )?evicted\b|"
    r"\bfor tenants\b|\bfight (?:for|against) (?:tenants|the landlord|eviction)")


def label_side(label: str) -> str | None:
    """"landlord", "tenant", or None: whose side a declared service's label puts its job on."""
    label = label.lower()
    landlord = bool(_LANDLORD_LABEL.search(label))
    tenant = bool(_TENANT_LABEL.search(label) or (_EVICTION.search(label) and _DEFENCE.search(label)))
    return "landlord" if landlord and not tenant else "tenant" if tenant and not landlord else None


def writer_side(folded_text: str) -> str | None:
    """"landlord", "tenant", or None: whose side a review's (folded) text says its writer is on, by which
    side says more of itself; None where neither says anything or both say as much."""
    landlord = len(_LANDLORD_SAYS.findall(folded_text))
    tenant = len(_TENANT_SAYS.findall(folded_text))
    return "landlord" if landlord > tenant else "tenant" if tenant > landlord else None
